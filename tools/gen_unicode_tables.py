#!/usr/bin/python3
"""Generate src/tokenizer/unicode_tables.c from the Unicode Character Database.

The tokenizer needs four things from Unicode, and nothing else:
  * the general-category classes L (Lu Ll Lt Lm Lo), M (Mn Mc Me), N (Nd Nl No)
    and the White_Space property, for the hand-written pre-tokenizer splitters;
  * canonical decompositions and canonical combining classes, for NFD;
  * the primary composites (canonical pairs minus Full_Composition_Exclusion),
    for NFC;
  * the code points whose NFC_Quick_Check is No or Maybe, so that text that is
    already NFC (nearly all of it) is copied without being normalised.

Input: Debian's unicode-data package (apt-get install unicode-data), i.e.
/usr/share/unicode/{UnicodeData.txt, PropList.txt, CompositionExclusions.txt,
DerivedNormalizationProps.txt}. The output is committed, so building attnstep
does not need the package; only re-running this script does.

Usage: tools/gen_unicode_tables.py [UCD_DIR] > src/tokenizer/unicode_tables.c
"""
import os
import sys

UCD = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/unicode"

F_L, F_M, F_N, F_WS = 1, 2, 4, 8
CAT_FLAG = {"Lu": F_L, "Ll": F_L, "Lt": F_L, "Lm": F_L, "Lo": F_L,
            "Mn": F_M, "Mc": F_M, "Me": F_M,
            "Nd": F_N, "Nl": F_N, "No": F_N}
HANGUL_FIRST, HANGUL_LAST = 0xAC00, 0xD7A3


def data_lines(name):
    with open(os.path.join(UCD, name), encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if line:
                yield [x.strip() for x in line.split(";")]


def cp_range(field):
    if ".." in field:
        a, b = field.split("..")
        return int(a, 16), int(b, 16)
    return int(field, 16), int(field, 16)


def read_unicode_data():
    """Return {cp: (category, ccc, decomposition field)} with First/Last
    ranges expanded lazily as (lo, hi, category) spans."""
    chars = {}
    spans = []
    first = None
    for f in data_lines("UnicodeData.txt"):
        cp, name, cat, ccc, decomp = int(f[0], 16), f[1], f[2], int(f[3]), f[5]
        if name.endswith(", First>"):
            first = cp
            continue
        if name.endswith(", Last>"):
            spans.append((first, cp, cat))
            continue
        chars[cp] = (cat, ccc, decomp)
    return chars, spans


def ranges_of(values):
    """values: dict cp -> v (non-zero). Yields (lo, hi, v) maximal runs."""
    out = []
    for cp in sorted(values):
        v = values[cp]
        if out and out[-1][1] == cp - 1 and out[-1][2] == v:
            out[-1][1] = cp
        else:
            out.append([cp, cp, v])
    return out


def ucd_version():
    """The version in the first line of DerivedNormalizationProps.txt
    ("# DerivedNormalizationProps-15.0.0.txt")."""
    with open(os.path.join(UCD, "DerivedNormalizationProps.txt"), encoding="utf-8") as f:
        first = f.readline()
    return first.split("-", 1)[1].rsplit(".txt", 1)[0]


def main():
    chars, spans = read_unicode_data()

    flags = {}
    for cp, (cat, _, _) in chars.items():
        if cat in CAT_FLAG:
            flags[cp] = CAT_FLAG[cat]
    for lo, hi, cat in spans:
        if cat in CAT_FLAG:
            for cp in range(lo, hi + 1):
                flags[cp] = CAT_FLAG[cat]
    for f in data_lines("PropList.txt"):
        if f[1] == "White_Space":
            lo, hi = cp_range(f[0])
            for cp in range(lo, hi + 1):
                flags[cp] = flags.get(cp, 0) | F_WS

    ccc = {cp: c[1] for cp, c in chars.items() if c[1] != 0}

    decomp = {}  # canonical only: no <tag>
    for cp, (_, _, d) in chars.items():
        if d and not d.startswith("<"):
            parts = [int(x, 16) for x in d.split()]
            assert 1 <= len(parts) <= 2, hex(cp)
            decomp[cp] = parts

    excluded = set()
    nfc_qc = set()
    dnp = os.path.join(UCD, "DerivedNormalizationProps.txt")
    if os.path.exists(dnp):
        for f in data_lines("DerivedNormalizationProps.txt"):
            if f[1] == "Full_Composition_Exclusion":
                lo, hi = cp_range(f[0])
                excluded.update(range(lo, hi + 1))
            elif f[1] == "NFC_QC" and f[2] in ("N", "M"):
                lo, hi = cp_range(f[0])
                nfc_qc.update(range(lo, hi + 1))
    else:
        # Derive Full_Composition_Exclusion ourselves: the listed exclusions,
        # singletons, and decompositions that start with a non-starter.
        for f in data_lines("CompositionExclusions.txt"):
            excluded.add(int(f[0], 16))
        for cp, parts in decomp.items():
            if len(parts) == 1 or ccc.get(cp, 0) != 0 or ccc.get(parts[0], 0) != 0:
                excluded.add(cp)
        sys.exit("DerivedNormalizationProps.txt is needed for NFC_QC")

    comp = []
    for cp, parts in decomp.items():
        if len(parts) == 2 and cp not in excluded:
            comp.append((parts[0], parts[1], cp))
    comp.sort()

    cat_ranges = ranges_of(flags)
    ccc_ranges = ranges_of(ccc)
    qc_ranges = ranges_of({cp: 1 for cp in nfc_qc})

    w = sys.stdout.write
    w("/* Generated by tools/gen_unicode_tables.py from the Unicode Character\n"
      " * Database (Debian unicode-data). Do not edit; re-run the script. */\n")
    w('#include "tokenizer/unicode_tables.h"\n\n')
    w('const char uc_version[] = "%s";\n\n' % ucd_version())
    w("const uc_flag_range uc_flag_ranges[] = {\n")
    for lo, hi, v in cat_ranges:
        w("\t{0x%04X, 0x%04X, %d},\n" % (lo, hi, v))
    w("};\nconst size_t uc_flag_ranges_n = %d;\n\n" % len(cat_ranges))
    w("const uc_ccc_range uc_ccc_ranges[] = {\n")
    for lo, hi, v in ccc_ranges:
        w("\t{0x%04X, 0x%04X, %d},\n" % (lo, hi, v))
    w("};\nconst size_t uc_ccc_ranges_n = %d;\n\n" % len(ccc_ranges))
    w("const uc_decomp uc_decomps[] = {\n")
    for cp in sorted(decomp):
        p = decomp[cp] + [0]
        w("\t{0x%04X, 0x%04X, 0x%04X},\n" % (cp, p[0], p[1]))
    w("};\nconst size_t uc_decomps_n = %d;\n\n" % len(decomp))
    w("const uc_comp uc_comps[] = {\n")
    for a, b, c in comp:
        w("\t{0x%04X, 0x%04X, 0x%04X},\n" % (a, b, c))
    w("};\nconst size_t uc_comps_n = %d;\n\n" % len(comp))
    w("const uc_range uc_nfc_qc_ranges[] = {\n")
    for lo, hi, _ in qc_ranges:
        w("\t{0x%04X, 0x%04X},\n" % (lo, hi))
    w("};\nconst size_t uc_nfc_qc_ranges_n = %d;\n" % len(qc_ranges))


if __name__ == "__main__":
    main()
