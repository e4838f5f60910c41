/// The slots of a dense tableau's rows that hold one symbol, in slot order: the set bits of the
/// symbol's four words of column support (a dense tableau has at most 256 rows, one per basic
/// symbol). The words are copied when the sequence is made, so the rows may change while it is
/// walked.
struct DenseColumn: Sequence, IteratorProtocol {
    private var words: (UInt64, UInt64, UInt64, UInt64)
    private var word = 0

    /// The column whose four words start at `base` in `support`.
    init(_ support: ContiguousArray<UInt64>, _ base: Int) {
        words = (support[base], support[base + 1], support[base + 2], support[base + 3])
    }

    /// The set bits of four words.
    init(_ words: (UInt64, UInt64, UInt64, UInt64)) { self.words = words }

    mutating func next() -> Int? {
        while true {
            switch word {
            case 0 where words.0 != 0:
                defer { words.0 &= words.0 &- 1 }
                return words.0.trailingZeroBitCount
            case 1 where words.1 != 0:
                defer { words.1 &= words.1 &- 1 }
                return 64 + words.1.trailingZeroBitCount
            case 2 where words.2 != 0:
                defer { words.2 &= words.2 &- 1 }
                return 128 + words.2.trailingZeroBitCount
            case 3 where words.3 != 0:
                defer { words.3 &= words.3 &- 1 }
                return 192 + words.3.trailingZeroBitCount
            case 0...3:
                word += 1
            default:
                return nil
            }
        }
    }
}
