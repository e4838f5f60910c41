/// A line diff of two texts as people read them: `-` lines only in the stored text, `+` lines
/// only in the new one, `context` unchanged lines around each change, and a `@@` line giving
/// where each hunk starts in both.
struct LineDiff {
    let old: [Substring]
    let new: [Substring]
    let context: Int

    init(old: String, new: String, context: Int = 3) {
        self.old = old.split(separator: "\n", omittingEmptySubsequences: false)
        self.new = new.split(separator: "\n", omittingEmptySubsequences: false)
        self.context = context
    }

    /// The diff's lines; empty when the texts are equal.
    /// - Complexity: O((n + m) · d) for n and m lines and d changed lines (the standard
    ///   library's `difference(from:)`).
    var lines: [String] {
        let difference = new.difference(from: old)
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in difference {
            switch change {
            case let .remove(offset, _, _): removed.insert(offset)
            case let .insert(offset, _, _): inserted.insert(offset)
            }
        }
        // Walk both texts at once: each entry is a marker, the line, and its numbers in both.
        var entries: [(mark: Character, text: Substring, old: Int, new: Int)] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, removed.contains(i) {
                entries.append(("-", old[i], i, j))
                i += 1
            } else if j < new.count, inserted.contains(j) {
                entries.append(("+", new[j], i, j))
                j += 1
            } else if i < old.count, j < new.count {
                entries.append((" ", old[i], i, j))
                i += 1
                j += 1
            } else {
                break
            }
        }
        let changed = entries.indices.filter { entries[$0].mark != " " }
        guard !changed.isEmpty else { return [] }
        var output: [String] = []
        var index = 0
        while index < changed.count {
            let start = max(0, changed[index] - context)
            var end = min(entries.count - 1, changed[index] + context)
            // Changes closer than two contexts share a hunk.
            while index + 1 < changed.count, changed[index + 1] - context <= end + 1 {
                index += 1
                end = min(entries.count - 1, changed[index] + context)
            }
            output.append("@@ stored line \(entries[start].old + 1), new line \(entries[start].new + 1) @@")
            for entry in entries[start...end] { output.append("\(entry.mark)\(entry.text)") }
            index += 1
        }
        return output
    }
}
