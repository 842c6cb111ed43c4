extension IdentitySetup.Surroundings {
    /// `environment`'s variables and host name, and the scorebook's git configuration (its
    /// `user.name`, read by running git only when it is needed).
    public static func of(_ environment: Environment, for book: Scorebook) -> Self {
        Self(environment: { environment.variable($0) },
             gitUserName: { GitRepository(root: book.root, environment: environment).config("user.name") },
             newDevice: { LocalIdentity.newDeviceID(hostName: environment.hostName) })
    }
}
