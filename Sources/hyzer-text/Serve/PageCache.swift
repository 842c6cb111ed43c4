#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import HyzerFormat

/// The pages `serve` answers with: the site built from the scorebook as it last was, each page
/// rendered once and kept until the scorebook changes, so that a request is a dictionary lookup.
///
/// The watcher thread replaces the site (``replace(with:)``) and renders every page ahead of the
/// requests (``warm()``); the server thread looks pages up. A page asked for before it is warm is
/// rendered by the asker and kept.
final class PageCache: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var site: Site
    private var paths: Set<String>
    private var rendered: [String: SitePage] = [:]
    private var currentVersion: Int

    /// A cache of `site`'s pages, at `version` (1 for the first).
    init(site: Site, version: Int) {
        pthread_mutex_init(mutex, nil)
        self.site = site
        paths = Set(site.paths)
        currentVersion = version
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    private func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }

    /// Which version of the pages is served: it goes up by one with every change of the scorebook.
    var version: Int { locked { currentVersion } }

    /// Whether `path` is one of the site's pages.
    func contains(_ path: String) -> Bool { locked { paths.contains(path) } }

    /// The page at `path`, rendered now when it is not yet.
    func page(_ path: String) -> SitePage? {
        let (cached, site, version) = locked { (rendered[path], self.site, currentVersion) }
        if let cached { return cached }
        guard let page = site.page(path) else { return nil }
        locked { if currentVersion == version { rendered[path] = page } }
        return page
    }

    /// Serves `site` from now on, as version ``version`` + 1, and returns that version.
    @discardableResult
    func replace(with site: Site) -> Int {
        locked {
            self.site = site
            paths = Set(site.paths)
            rendered = [:]
            currentVersion += 1
            return currentVersion
        }
    }

    /// Renders every page not yet rendered, the home page first (it is the one spectators watch).
    func warm() {
        let order = locked { ["index.html"] + site.paths.filter { $0 != "index.html" } }
        for path in order { _ = page(path) }
    }
}
