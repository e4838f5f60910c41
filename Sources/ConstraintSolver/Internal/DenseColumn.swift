/// The slots of a dense tableau's rows that hold one symbol, in slot order: the set bits of the
/// symbol's four words of column support (a dense tableau has at most 256 rows, one per basic
/// symbol). The words are copied when the sequence is made, so the rows may change while it is
/// walked.
struct DenseColumn: Sequence, IteratorProtocol {
    private var words: (UInt64, UInt64, UInt64, UInt64)
    /// The bits of word `word` not yet returned: the next element is a bit test and a count of
    /// trailing zeros away, and only the move to the next word picks a word out of the tuple.
    private var current: UInt64
    private var word = 0

    /// The column whose four words start at `base` in `support`.
    init(_ support: ContiguousArray<UInt64>, _ base: Int) {
        words = (support[base], support[base + 1], support[base + 2], support[base + 3])
        current = words.0
    }

    /// The set bits of four words.
    init(_ words: (UInt64, UInt64, UInt64, UInt64)) {
        self.words = words
        current = words.0
    }

    mutating func next() -> Int? {
        while current == 0 {
            switch word {
            case 0: current = words.1
            case 1: current = words.2
            case 2: current = words.3
            default: return nil
            }
            word &+= 1
        }
        let bit = current.trailingZeroBitCount
        current &= current &- 1
        return word &<< 6 | bit
    }
}
