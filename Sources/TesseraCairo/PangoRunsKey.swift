import Foundation
import Tessera

/// A text's runs as the key of ``PangoTextEngine``'s prepared texts: equal exactly when the
/// runs are, their strings byte for byte; hashed from a digest of each run's UTF-8 bytes read
/// eight at a time and its font size, combined once.
///
/// Every `Text` a frame lays out looks its prepared text up: the standard hash of the runs
/// feeds each string through the hasher and every font field besides, which cost most of a
/// warm frame's text measuring (a message list's 300-character sentences). The digest reads
/// every byte, so texts differing anywhere rarely share a hash; the fields it leaves out (a
/// font's family or weight, tracking) only make texts differing in them alone compare with
/// `==`.
struct PangoRunsKey: Hashable {
    let runs: [TextRun]

    /// The runs' `==`, field by field in place: `TextRun`'s own `==` (in another module, not
    /// inlined) is called with a copy of each run, which cost more than the comparison.
    /// (`PangoPreparedTextTests.runsKeyFields` fails when `TextRun` gains a field this misses.)
    static func == (lhs: PangoRunsKey, rhs: PangoRunsKey) -> Bool {
        guard lhs.runs.count == rhs.runs.count else { return false }
        for index in lhs.runs.indices {
            guard Self.sameBytes(lhs.runs[index].string, rhs.runs[index].string),
                  lhs.runs[index].font.size == rhs.runs[index].font.size,
                  lhs.runs[index].font.weight == rhs.runs[index].font.weight,
                  lhs.runs[index].font.design == rhs.runs[index].font.design,
                  lhs.runs[index].font.isItalic == rhs.runs[index].font.isItalic,
                  lhs.runs[index].font.usesMonospacedDigits == rhs.runs[index].font.usesMonospacedDigits,
                  lhs.runs[index].font.family == rhs.runs[index].font.family,
                  lhs.runs[index].tracking == rhs.runs[index].tracking,
                  lhs.runs[index].kerning == rhs.runs[index].kerning,
                  lhs.runs[index].baselineOffset == rhs.runs[index].baselineOffset else { return false }
        }
        return true
    }

    func hash(into hasher: inout Hasher) {
        var digest = UInt64(truncatingIfNeeded: runs.count)
        for run in runs {
            digest = Self.mix(digest, Self.digest(of: run.string))
            // -0 and 0 are equal sizes.
            digest = Self.mix(digest, run.font.size == 0 ? 0 : UInt64(run.font.size.bitPattern))
        }
        hasher.combine(digest)
    }

    /// Whether `lhs` and `rhs` have the same UTF-8 bytes. (Not `String`'s `==`, which holds for
    /// canonically equivalent strings — "é" composed and decomposed — whose bytes, and so
    /// digests and Pango layouts, differ.)
    static func sameBytes(_ lhs: String, _ rhs: String) -> Bool {
        let left = lhs.utf8, right = rhs.utf8
        guard left.count == right.count else { return false }
        guard !left.isEmpty else { return true }
        let compared = left.withContiguousStorageIfAvailable { leftBytes in
            right.withContiguousStorageIfAvailable { rightBytes in
                memcmp(leftBytes.baseAddress!, rightBytes.baseAddress!, leftBytes.count) == 0
            }
        }
        if let compared, let compared { return compared }
        return left.elementsEqual(right)
    }

    /// A digest of `string`'s UTF-8 bytes and their count.
    static func digest(of string: String) -> UInt64 {
        let utf8 = string.utf8
        if let digest = utf8.withContiguousStorageIfAvailable({ digest(of: UnsafeRawBufferPointer($0)) }) {
            return digest
        }
        return Array(utf8).withUnsafeBytes { digest(of: $0) }
    }

    /// A digest of `bytes`: each whole 8-byte word, then the last (partial) one, mixed in.
    private static func digest(of bytes: UnsafeRawBufferPointer) -> UInt64 {
        var digest = UInt64(truncatingIfNeeded: bytes.count)
        var offset = 0
        while offset + 8 <= bytes.count {
            digest = mix(digest, bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        if offset < bytes.count {
            var tail: UInt64 = 0
            for index in offset..<bytes.count { tail = tail << 8 | UInt64(bytes[index]) }
            digest = mix(digest, tail)
        }
        return digest
    }

    /// One step of the digest: `value` mixed into `digest` (a bijection of `digest` for each
    /// value, so no word is lost).
    @inline(__always)
    private static func mix(_ digest: UInt64, _ value: UInt64) -> UInt64 {
        let mixed = (digest ^ value) &* 0x9E37_79B9_7F4A_7C15
        return mixed ^ (mixed >> 29)
    }
}
