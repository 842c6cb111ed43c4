/// Reed–Solomon error correction over GF(256) as QR codes use it (ISO/IEC 18004, 7.5.2): the field
/// is built on the primitive polynomial x⁸ + x⁴ + x³ + x² + 1 (0x11D) with α = 2, and the generator
/// polynomial of degree n is (x − α⁰)(x − α¹)…(x − αⁿ⁻¹). A block's error correction codewords are
/// the remainder of its data, read as a polynomial and multiplied by xⁿ, divided by the generator.
enum ReedSolomon {
    /// αⁱ for i in 0..<255 (`exponents[i]`), and the logarithm of each non-zero byte (`logarithms[b]`).
    private static let tables: (exponents: [UInt8], logarithms: [Int]) = {
        var exponents = [UInt8](repeating: 0, count: 255), logarithms = [Int](repeating: 0, count: 256)
        var value = 1
        for power in 0..<255 {
            exponents[power] = UInt8(value)
            logarithms[value] = power
            value <<= 1
            if value & 0x100 != 0 { value ^= 0x11D }
        }
        return (exponents, logarithms)
    }()

    /// αⁱ, for any non-negative `power` (the field's non-zero elements repeat every 255 powers).
    static func alpha(_ power: Int) -> UInt8 { tables.exponents[power % 255] }

    /// The product of two field elements.
    static func multiply(_ left: UInt8, _ right: UInt8) -> UInt8 {
        guard left != 0, right != 0 else { return 0 }
        return alpha(tables.logarithms[Int(left)] + tables.logarithms[Int(right)])
    }

    /// The generator polynomial of `degree`, highest power first, its leading 1 left out: `g[0]` is
    /// the coefficient of xⁿ⁻¹ and `g[n − 1]` the constant.
    static func generator(degree: Int) -> [UInt8] {
        var coefficients: [UInt8] = [1]
        for power in 0..<degree {
            // Multiply by (x + αᵖᵒʷᵉʳ): each coefficient moves up one power and gains the one below times the root.
            var product = coefficients + [0]
            for index in 1..<product.count { product[index] ^= multiply(coefficients[index - 1], alpha(power)) }
            coefficients = product
        }
        return Array(coefficients.dropFirst())
    }

    /// The error correction codewords of `data` for `generator` (as `generator(degree:)` gives it):
    /// the remainder of data · xⁿ divided by the generator, n codewords, highest power first.
    static func remainder(of data: [UInt8], generator: [UInt8]) -> [UInt8] {
        var remainder = [UInt8](repeating: 0, count: generator.count)
        for byte in data {
            let factor = byte ^ remainder[0]
            remainder.removeFirst()
            remainder.append(0)
            for index in remainder.indices { remainder[index] ^= multiply(generator[index], factor) }
        }
        return remainder
    }

    /// The value of `polynomial` (highest power first) at x = `point`: zero at every root of the
    /// generator for a block whose error correction is right, which is what a decoder checks first.
    static func evaluate(_ polynomial: [UInt8], at point: UInt8) -> UInt8 {
        polynomial.reduce(0) { multiply($0, point) ^ $1 }
    }
}
