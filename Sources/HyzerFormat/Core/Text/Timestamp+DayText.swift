extension Timestamp {
    /// The day in words for people, `Sat 21 Nov 2026`, in the timestamp's own offset: what a card and
    /// the site's pages date a game with.
    public var dayText: String {
        let civil = self.civil
        let days = CivilDateTime.days(fromCivil: civil.year, civil.month, civil.day)
        let weekday = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"][Int(((days % 7) + 7) % 7)]
        let month = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][civil.month - 1]
        return "\(weekday) \(civil.day) \(month) \(civil.year)"
    }
}
