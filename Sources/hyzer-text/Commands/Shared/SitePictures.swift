import HyzerFormat

/// `site --png`: each picture the site's pages link drawn as a PNG beside its page (a round's card,
/// `rounds/NAME.png`, the picture `card --round R --format png` draws), with its SVG
/// (`rounds/NAME.svg`) so that the next run keeps a PNG whose picture has not changed instead of
/// drawing it again (drawing takes ~50 ms a picture).
enum SitePictures {
    /// The pictures as files for ``SiteFolder``, and how many were drawn and how many kept.
    struct Drawn {
        var files: [SitePage] = []
        var drawn = 0
        var kept = 0
    }

    /// Draws the PNG of every picture in `pictures` whose SVG differs from the one in `directory` (the
    /// site of the last run; absolute), several at a time, and reads the others back. `progress(done)`
    /// hears of each batch. Throws the rasterizer's error (nothing is written then).
    static func draw(_ pictures: [Site.Picture], keepingFrom directory: String, environment: Environment,
                     progress: (Int) -> Void) throws(HyzerError) -> Drawn {
        let isSite = FileSystem.exists(directory + "/" + SiteFolder.markerName)
        var result = Drawn()
        var start = 0
        while start < pictures.count {
            let batch = Array(pictures[start..<min(start + 8, pictures.count)])
            let outcomes = batch.concurrentMap { picture -> (bytes: [UInt8]?, kept: Bool, error: HyzerError?) in
                if isSite, let kept = unchanged(picture, in: directory) { return (kept, true, nil) }
                let tag = String(picture.path.split(separator: "/").last!.dropLast(".png".count))
                do throws(HyzerError) {
                    return (try Rasterizer.png(svg: picture.svg, width: picture.width, environment: environment, tag: tag), false, nil)
                } catch {
                    return (nil, false, error)
                }
            }
            for (picture, outcome) in zip(batch, outcomes) {
                if let error = outcome.error { throw error }
                result.files.append(SitePage(path: picture.path, bytes: outcome.bytes!, mediaType: "image/png"))
                result.files.append(SitePage(path: picture.svgPath, bytes: Array(picture.svg.utf8), mediaType: "image/svg+xml"))
                if outcome.kept { result.kept += 1 } else { result.drawn += 1 }
            }
            start += batch.count
            progress(start)
        }
        return result
    }

    /// The PNG the last run left for `picture`, when its SVG then was the same as now and the PNG is
    /// still a PNG of the right width; nil when it must be drawn. A file that is a link is never read
    /// (the site's writer replaces it: ``SiteFolder``).
    static func unchanged(_ picture: Site.Picture, in directory: String) -> [UInt8]? {
        guard let svg = try? FileSystem.readBytes(directory + "/" + picture.svgPath, limit: .madeFile, links: .never), svg == Array(picture.svg.utf8),
              let png = try? FileSystem.readBytes(directory + "/" + picture.path, limit: .madeFile, links: .never),
              Rasterizer.pngWidth(png) == picture.width else { return nil }
        return png
    }
}
