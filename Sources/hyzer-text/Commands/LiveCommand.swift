import HyzerFormat

enum LiveCommand {
    static let command = Command(path: ["live"], abstract: "Follow a round's standings live", usage: "[--round R]", options: [.round], run: { _ throws(HyzerError) in .ok })
}
