#!/usr/bin/python3
"""Golden cases for science/src/tm: what Biopython's Tm_NN says, for the TypeScript port to agree with.

Run from the repository root with Debian's Python, where python3-biopython (1.80) lives:

    /usr/bin/python3 science/src/tm/testing/make-golden-cases.py

It writes golden-cases.json beside itself, formatted by the repository's Biome (npx). Deterministic:
one seeded random generator, no clock, no network, so a rerun on the same Biopython gives the same
file byte for byte.

Every case calls Tm_NN with the tables of issue 24 (DNA_NN3, DNA_IMM1, DNA_TMM1, DNA_DE1) in strict
mode; a case where Biopython raises is recorded with its error, as a refusal the port must match.
The mismatch and dangling-end tables are wrapped to record which keys the cases use: the script
fails unless every key of DNA_IMM1, DNA_TMM1 and DNA_DE1 is used by at least one case.
"""

import json
import platform
import random
import subprocess
import sys
from pathlib import Path

import Bio
from Bio.SeqUtils import MeltingTemp as mt

OUT = Path(__file__).resolve().parent / "golden-cases.json"
REPO = Path(__file__).resolve().parents[4]
RNG = random.Random(24)

# Conditions in Biopython's names; the TypeScript test maps them onto TmConditions.
PRODUCT = dict(Na=50, K=0, Tris=0, Mg=3, dNTPs=0.8, dnac1=250, dnac2=0, saltcorr=7)
BIOPYTHON = dict(Na=50, K=0, Tris=0, Mg=0, dNTPs=0, dnac1=25, dnac2=25, saltcorr=5)

# Plain (A/C/G/T) oligos of shared/data/oligos/real_oligos.csv: every published diagnostic assay
# oligo there, and 16 ARTIC amplicon primers drawn with random.Random(24). Copied here so the
# script needs nothing outside this folder.
REAL_OLIGOS = [
    ('Charité_S_RdRp_P', 'CAGGTGGAACCTCATCAGGAGATGC'),
    ('Charité_E_F', 'ACAGGTACGTTAATAGTTAATAGCGT'),
    ('Charité_E_P', 'ACACTAGCCATCCTTACTGCGCTTCG'),
    ('Charité_E_R', 'ATATTGCAGCAGTACGCACACA'),
    ('Charité_N_F', 'CACATTGGCACCCGCAATC'),
    ('Charité_N_P', 'ACTTCCTCAAGGAACAACATTGCCA'),
    ('Charité_N_R', 'GAGGAACGAGAAGAGGCTTG'),
    ('HKU_N_F', 'TAATCAGACAAGGAACTGATTA'),
    ('HKU_N_P', 'GCAAATTGTGCAATTTGCGG'),
    ('HKU_N_R', 'CGAAGGTGTGACTTCCATG'),
    ('ChinaCDC_N_F', 'GGGGAACTTCTCCTGCTAGAAT'),
    ('ChinaCDC_N_P', 'TTGCTGCTGCTTGACAGATT'),
    ('ChinaCDC_N_R', 'CAGACATTTTGCTCTCAAGCTG'),
    ('ChinaCDC_ORF_F', 'CCCTGTGGGTTTTACACTTAA'),
    ('ChinaCDC_ORF_P', 'CCGTCTGCGGTATGTGGAAAGGTTATGG'),
    ('ChinaCDC_ORF_R', 'ACGATTGTGCATCAGCTGA'),
    ('USCDC_N1_F', 'GACCCCAAAATCAGCGAAAT'),
    ('USCDC_N1_P', 'ACCCCGCATTACGTTTGGTGGACC'),
    ('USCDC_N1_R', 'TCTGGTTACTGCCAGTTGAATCTG'),
    ('USCDC_N2_F', 'TTACAAACATTGGCCGCAAA'),
    ('USCDC_N2_P', 'ACAATTTGCCCCCAGCGCTTCAG'),
    ('USCDC_N2_R', 'GCGCGACATTCCGAAGAA'),
    ('USCDC_N3_F', 'GGGAGCCTTGAATACACCAAAA'),
    ('USCDC_N3_R', 'TGTAGCACGATTGCAGCATTG'),
    ('Pasteur_IP2_F', 'ATGAGCTTAGTCCTGTTG'),
    ('Pasteur_IP2_P', 'AGATGTCTTGTGCTGCCGGTA'),
    ('Pasteur_IP2_R', 'CTCCCTTTGTTGTGTTGT'),
    ('Pasteur_IP4_F', 'GGTAACTGGTATGATTTCG'),
    ('Pasteur_IP4_P', 'TCATACAAACCACGCCAGG'),
    ('Pasteur_IP4_R', 'CTGGTCAAGGTTAATATAGG'),
    ('RP-F', 'AGATTTGGACCTGCGAGCG'),
    ('RP-R', 'GAGCGGCTGTCTCCACAAGT'),
    ('RP-P', 'TTCTGACCTGAAGGCTCTGCGCG'),
    ('triplex_SC2_F', 'CTGCAGATTTGGATGATTTCTCC'),
    ('triplex_SC2_R', 'CCTTGTGTGGTCTGCATGAGTTTAG'),
    ('triplex_SC2_Probe', 'ATTGCAACAATCCATGAGCAGTGCTGACTC'),
    ('triplex_INFA_R2_M', 'GCATTTTGGATAAAGCGTCTACG'),
    ('triplex_INFA_Probe_M', 'TGCAGTCCTCGCTCACTGGGCACG'),
    ('FluSw-H1-F236_HA', 'TGGGAAATCCAGAGTGTGAATCACT'),
    ('BHA-188F_HA', 'AGACCAGAGGGAAACTATGCCC'),
    ('BHA270R_HA', 'TCCGGATGTAACAGGTCTGACTT'),
    ('triplex_InfB_R_NS', 'CGGTGCTCTTGACCAAATTGG'),
    ('triplex_InfB_Probe_NS', 'CCAATTCGAGCAGCTGAAACTGCGGTG'),
    ('RSVQA1', 'GCTCTTAGCAAAGTCAAGTTGAATGA'),
    ('RSVQA2', 'TGCTCCGTTGGATGGTGTATT'),
    ('RSVQA', 'ACACTCAACAAAGATCAACTTCTGTCATCCAGC'),
    ('RSVQB1', 'GATGGCTCTTAGCAAAGTCAAGTTAA'),
    ('RSVQB2', 'TGTCAATATTATCTCCTGTACTACGTTGAA'),
    ('RSVQB', 'TGATACATTAAATAAGGATCAGCTGCTGTCATCCA'),
    ('SARS-CoV-2_71_RIGHT', 'TGAGGATCTGAAAACTTTGTCAGGG'),
    ('nCoV-2019_89_LEFT', 'GTACGCGTTCCATGTGGTCATT'),
    ('SARS-CoV-2_38_RIGHT', 'CCTGTGTAGAAACTAAGTAATCATAAACACC'),
    ('nCoV-2019_41_RIGHT', 'TGGTATGACAACCATTAGTTTGGCT'),
    ('nCoV-2019_47_RIGHT', 'AATAACGGTCAAAGAGTTTTAACCTCTC'),
    ('nCoV-2019_37_RIGHT', 'GTCCACACTCTCCTAGCACCAT'),
    ('nCoV-2019_44_LEFT_alt3', 'CCACAGTACGTCTACAAGCTGG'),
    ('nCoV-2019_38_LEFT', 'ACTGTGTTATGTATGCATCAGCTGT'),
    ('SARS-CoV-2_62_LEFT', 'GTGACACACTTAAAAATCTCTCTGACAG'),
    ('SARS-CoV-2_65_LEFT', 'GTCTGTAGACATCATGCTAATGAGTACA'),
    ('nCoV-2019_19_LEFT', 'GCTGTTATGTACATGGGCACACT'),
    ('SARS-CoV-2_71_LEFT', 'GGCAAACCACGCGAACAAATAG'),
    ('SARS-CoV-2_81_RIGHT', 'TGAAGTCTGCCTGTGATCAACC'),
    ('nCoV-2019_33_RIGHT', 'TGGACAGTAAACTACGTCATCAAGC'),
    ('SARS-CoV-2_93_LEFT', 'TTGTTGCGGCAATAGTGTTTATAACA'),
    ('nCoV-2019_64_RIGHT', 'AGTCTTGTAAAAGTGTTCCAGAGGT'),
]

# Salt settings: every method, and Na+/K+/Tris/Mg2+/dNTPs/strand concentrations around the product's
# defaults; for method 7 each branch of Owczarzy 2008 (monovalent-dominated ratio < 0.22, mixed
# 0.22-6, Mg2+-dominated >= 6, no monovalent ion at all) and dNTPs above Mg2+.
SALT_SETTINGS = [
    dict(PRODUCT, saltcorr=0),
    dict(PRODUCT, saltcorr=1),
    dict(PRODUCT, saltcorr=2),
    dict(PRODUCT, saltcorr=3),
    dict(PRODUCT, saltcorr=4),
    dict(PRODUCT, saltcorr=5),
    dict(PRODUCT, saltcorr=6),
    dict(BIOPYTHON, saltcorr=1),
    dict(BIOPYTHON, saltcorr=6),
    dict(BIOPYTHON, saltcorr=7),
    dict(BIOPYTHON, Na=1000),
    dict(BIOPYTHON, Na=10, K=40, Tris=20),
    dict(BIOPYTHON, Tris=10, Mg=1.5),
    dict(BIOPYTHON, Tris=10, Mg=1.5, dNTPs=0.6, saltcorr=7),
    dict(PRODUCT, Mg=0, dNTPs=0),
    dict(PRODUCT, Mg=1.5, dNTPs=0.2),
    dict(PRODUCT, Mg=6, dNTPs=1.0, dnac1=500),
    dict(PRODUCT, Na=200, Mg=0.5, dNTPs=0),
    dict(PRODUCT, Na=1, Mg=10, dNTPs=0),
    dict(PRODUCT, Na=0, Mg=3, dNTPs=0.8),
    dict(PRODUCT, Mg=0.5, dNTPs=2.0),
    dict(PRODUCT, Mg=0, dNTPs=0.8),
    dict(PRODUCT, K=50, Tris=10, Mg=2, dNTPs=0.4),
    dict(PRODUCT, dnac1=1000, dnac2=250),
    dict(PRODUCT, dnac1=50, dnac2=50, saltcorr=5),
    dict(PRODUCT, Mg=4, dNTPs=0.8, saltcorr=2),
    dict(PRODUCT, Mg=0.5, dNTPs=2.0, saltcorr=4),
]

COMPLEMENT = str.maketrans("ACGTI", "TGCAI")


def complement(seq):
    """The template under seq, read 3'->5' (not reversed): Biopython's c_seq convention."""
    return seq.translate(COMPLEMENT)


def random_seq(length, gc=0.5):
    return "".join(
        RNG.choice("GC") if RNG.random() < gc else RNG.choice("AT") for _ in range(length)
    )


class Recording(dict):
    """A table that notes each key Tm_NN actually reads from it."""

    def __init__(self, table):
        super().__init__(table)
        self.used = set()

    def __getitem__(self, key):
        value = super().__getitem__(key)
        self.used.add(key)
        return value


IMM = Recording(mt.DNA_IMM1)
TMM = Recording(mt.DNA_TMM1)
DE = Recording(mt.DNA_DE1)
CASES = []
IDS = set()


def add(case_id, seq, c_seq=None, shift=0, conditions=PRODUCT, selfcomp=False):
    assert case_id not in IDS, case_id
    IDS.add(case_id)
    case = dict(
        id=case_id,
        seq=seq,
        c_seq=c_seq,
        shift=shift,
        selfcomp=selfcomp,
        conditions=dict(conditions),
    )
    try:
        case["tm"] = mt.Tm_NN(
            seq,
            c_seq=c_seq,
            shift=shift,
            nn_table=mt.DNA_NN3,
            imm_table=IMM,
            tmm_table=TMM,
            de_table=DE,
            selfcomp=selfcomp,
            **conditions,
        )
    except ValueError as error:
        case["error"] = str(error)
    CASES.append(case)


def flank(low=2, high=8):
    return random_seq(RNG.randint(low, high), RNG.choice([0.3, 0.5, 0.7]))


# 1. Perfect duplexes: real assay oligos, then random ones of every length and GC content.
for name, seq in REAL_OLIGOS:
    add(f"perfect/{name}", seq)
for length in [2, 3, 4, 6, 8, 10, 12, 15, 18, 20, 22, 25, 28, 30, 35, 40, 50, 60]:
    for gc in [0.0, 0.5, 1.0] if length in (2, 8, 20, 30) else [RNG.random()]:
        add(f"perfect/random-{length}nt-gc{gc:.2f}", random_seq(length, gc))
add("perfect/palindrome-selfcomp", "ACGCGCGT", selfcomp=True, conditions=BIOPYTHON)
add("perfect/palindrome-selfcomp-product", "GGAATTCC", selfcomp=True)
add("perfect/explicit-complement", "GACCCCAAAATCAGCGAAAT", c_seq=complement("GACCCCAAAATCAGCGAAAT"))
add("perfect/lower-case-and-spaces", "gacc ccaa aatc agcg aaat", c_seq="CTGG GGTT TTAG TCGC TTTA")

# 2. The two known values of issue 24, and Biopython's docstring examples.
add("known/CDC-N1-F-product-defaults", "GACCCCAAAATCAGCGAAAT")
add("known/docstring-biopython-defaults", "CGTTCCAAAGATGTGGGCATGAGCTTAC", conditions=BIOPYTHON)
DOC = "CGTTCCAAAGATGTGGGCATGAGCTTAC"
for method in range(1, 8):
    add(f"known/docstring-saltcorr-{method}", DOC, conditions=dict(BIOPYTHON, saltcorr=method))
add("known/docstring-tris", DOC, conditions=dict(BIOPYTHON, Tris=10))
add("known/docstring-tris-mg", DOC, conditions=dict(BIOPYTHON, Tris=10, Mg=1.5))
add("known/docstring-tris-mg-7", DOC, conditions=dict(BIOPYTHON, Tris=10, Mg=1.5, saltcorr=7))
add("known/docstring-tris-mg-dntps-7", DOC, conditions=dict(BIOPYTHON, Tris=10, Mg=1.5, dNTPs=0.6, saltcorr=7))
add("known/docstring-mismatch", DOC, c_seq="GCAAGGcTTCTACACCCGTACTCGAATG", conditions=BIOPYTHON)
add("known/docstring-dangling", DOC, c_seq="TGCAAGGcTTCTACACCCGTACTCGAATGC", shift=1, conditions=BIOPYTHON)
add("known/docstring-refused", DOC, c_seq="TtCAAGGcTTCTACACCCGTACTCGAATGC", shift=1, conditions=BIOPYTHON)

# 3. Salt settings, on a few oligos of different length and GC content.
SALT_OLIGOS = [
    ("CDC-N1-F", "GACCCCAAAATCAGCGAAAT"),
    ("CDC-N1-P", "ACCCCGCATTACGTTTGGTGGACC"),
    ("RSV-B2", "TGTCAATATTATCTCCTGTACTACGTTGAA"),
    ("gc-rich-16", "GCGGCCGCGTCCAGCG"),
]
for name, seq in SALT_OLIGOS:
    for index, setting in enumerate(SALT_SETTINGS):
        add(f"salt/{name}/setting-{index}", seq, conditions=setting)
# Salt settings Biopython cannot use: no cation at all, and k = dnac1 - dnac2/2 = 0.
add("salt/refused-no-cation-method-5", "GACCCCAAAATCAGCGAAAT", conditions=dict(BIOPYTHON, Na=0))
add("salt/refused-no-cation-method-1", "GACCCCAAAATCAGCGAAAT", conditions=dict(BIOPYTHON, Na=0, saltcorr=1))
add("salt/refused-no-cation-method-7", "GACCCCAAAATCAGCGAAAT", conditions=dict(PRODUCT, Na=0, Mg=0, dNTPs=0))
add("salt/refused-k-zero", "GACCCCAAAATCAGCGAAAT", conditions=dict(PRODUCT, dnac1=100, dnac2=200))

# 4. Internal mismatches: every DNA_IMM1 key, written at an internal position as the key reads
# (top strand = oligo 5'->3', bottom = template 3'->5'), between random Watson-Crick flanks;
# the inosine keys put I on the oligo or the template as the key has it.
for key in mt.DNA_IMM1:
    top, bottom = key.split("/")
    left, right = flank(), flank()
    seq = left + top + right
    c_seq = complement(left) + bottom + complement(right)
    add(f"internal/{key}@{len(left)}", seq, c_seq=c_seq)
# Single mismatches next to a terminal pair, and the same keys read from the other strand.
for key in ["AG/TA", "CT/GT", "GA/CC", "TC/AT", "AA/TA", "GG/CG", "CC/GA", "TT/AT"]:
    top, bottom = key.split("/")
    right = flank(8, 14)
    add(f"internal/{key}@1-next-to-end", top + right, c_seq=bottom + complement(right))
    left = flank(8, 14)
    add(
        f"internal/{key}-other-strand-end",
        left + top[::-1],
        c_seq=complement(left) + bottom[::-1],
    )
# Several separated mismatches in one real oligo; separated by one base and by several.
N1 = "GACCCCAAAATCAGCGAAAT"


def substitute(seq, changes):
    """The perfect template with the given (0-based position, template base) changes."""
    bases = list(complement(seq))
    for position, base in changes:
        bases[position] = base
    return "".join(bases)


add("internal/N1-two-separated", N1, c_seq=substitute(N1, [(4, "T"), (12, "A")]))
add("internal/N1-one-apart", N1, c_seq=substitute(N1, [(7, "C"), (9, "G")]))
add("internal/N1-three", N1, c_seq=substitute(N1, [(3, "A"), (9, "C"), (15, "G")]))
add("internal/N1-with-both-terminal", N1, c_seq=substitute(N1, [(0, "A"), (10, "T"), (19, "G")]))
for position in range(20):
    wrong = RNG.choice([b for b in "ACGT" if b != complement(N1[position])])
    add(f"internal/N1-scan-{position}", N1, c_seq=substitute(N1, [(position, wrong)]))

# 5. Terminal mismatches: every DNA_TMM1 key at the oligo's 5' end and at its 3' end. The 3'
# end reads as the key; the 5' end is read from the other strand (Biopython's left_tmm).
for key in mt.DNA_TMM1:
    top, bottom = key.split("/")
    middle = flank(10, 20)
    add(f"terminal-3prime/{key}", middle + top, c_seq=complement(middle) + bottom)
    add(f"terminal-5prime/{key}", top[::-1] + middle, c_seq=bottom[::-1] + complement(middle))

# 6. Dangling ends: every DNA_DE1 key on the left and on the right, via a longer or shorter c_seq
# and shift as Biopython aligns them; then overhangs of several bases (only the nearest counts),
# dangling ends on both sides, and a dangling end beside mismatches.
for key in mt.DNA_DE1:
    a, b = key.split("/")
    middle = flank(10, 20)
    if a[0] == ".":  # template base overhangs the oligo's 5' end
        add(f"dangling-left/{key}", a[1] + middle, c_seq=b + complement(middle), shift=1)
    else:  # oligo base overhangs the template's 3' end
        add(f"dangling-left/{key}", a + middle, c_seq=b[1] + complement(middle), shift=-1)
    # The right end is read from the other strand: a = template end reversed, b = oligo end reversed.
    if a[0] == ".":  # oligo base overhangs at its 3' end
        add(f"dangling-right/{key}", middle + b[::-1], c_seq=complement(middle) + a[1])
    else:  # template base overhangs past the oligo's 3' end
        add(f"dangling-right/{key}", middle + b[1], c_seq=complement(middle) + a[::-1])
for overhang in [2, 3, 5]:
    tail = random_seq(overhang)
    add(f"dangling/template-overhang-{overhang}-left", N1, c_seq=tail + complement(N1), shift=overhang)
    add(f"dangling/template-overhang-{overhang}-right", N1, c_seq=complement(N1) + tail)
    add(f"dangling/oligo-overhang-{overhang}-left", tail + N1, c_seq=complement(N1), shift=-overhang)
    add(f"dangling/oligo-overhang-{overhang}-right", N1 + tail, c_seq=complement(N1))
add("dangling/both-sides-template", N1, c_seq="A" + complement(N1) + "G", shift=1)
add("dangling/both-sides-oligo", "T" + N1 + "C", c_seq=complement(N1), shift=-1)
add("dangling/template-left-oligo-right", N1 + "G", c_seq="C" + complement(N1), shift=1)
add("dangling/with-internal-mismatch", N1, c_seq="A" + substitute(N1, [(9, "G")]), shift=1)
add("dangling/with-terminal-mismatch-refused", N1, c_seq="A" + substitute(N1, [(0, "A")]), shift=1)
add("dangling/with-terminal-mismatch-right-refused", N1, c_seq=substitute(N1, [(19, "C")]) + "T")
add("dangling/shift-without-length-change", N1, c_seq=complement(N1), shift=1)
add("dangling/no-overlap-refused", "ACGTAC", c_seq="TGCATG", shift=6)
add("dangling/far-no-overlap-refused", "ACGTAC", c_seq="TGCATG", shift=-9)
add("dangling/one-base-template", "AC", c_seq="T")
add("dangling/product-conditions-biopython", N1, c_seq="G" + complement(N1) + "A", shift=1, conditions=BIOPYTHON)

# 7. Adjacent mismatches: refused, except tandem G·T pairs, which DNA_IMM1 has.
add("adjacent/N1-AA-refused", N1, c_seq=substitute(N1, [(7, "A"), (8, "A")]))
add("adjacent/N1-three-in-a-row-refused", N1, c_seq=substitute(N1, [(10, "C"), (11, "A"), (12, "C")]))
add("adjacent/N1-at-5prime-end-refused", N1, c_seq=substitute(N1, [(0, "A"), (1, "A")]))
add("adjacent/N1-at-3prime-end-refused", N1, c_seq=substitute(N1, [(18, "C"), (19, "C")]))
add("adjacent/tandem-GT-computed", "ACGTGGACTT", c_seq="TGCATTTGAA")
add("adjacent/tandem-TG-computed", "ACGTTGACTT", c_seq="TGCAGTTGAA")
add("adjacent/tandem-GT-at-end", "GGACTTACGA", c_seq="TTTGAATGCT")
for index in range(8):
    position = RNG.randint(1, 17)
    changes = [
        (p, RNG.choice([b for b in "ACGT" if b != complement(N1[p])])) for p in (position, position + 1)
    ]
    add(f"adjacent/N1-random-{index}", N1, c_seq=substitute(N1, changes))

# 8. Inosine beyond the table scan: I paired with I by default, and an inosine next to an end.
add("inosine/default-complement", "ACGTIACGTA")
add("inosine/at-3prime-end", "ACGTACGTAI", c_seq="TGCATGCATC")
add("inosine/two-adjacent-refused", "ACGTIIACGT", c_seq="TGCACCTGCA")

missing = {
    name: sorted(set(table) - table.used)
    for name, table in [("DNA_IMM1", IMM), ("DNA_TMM1", TMM), ("DNA_DE1", DE)]
}
if any(missing.values()):
    sys.exit(f"keys no case uses: {missing}")

HEADER = {
    "generator": "science/src/tm/testing/make-golden-cases.py",
    "command": "/usr/bin/python3 science/src/tm/testing/make-golden-cases.py",
    "biopython": Bio.__version__,
    "python": platform.python_version(),
    "call": "Bio.SeqUtils.MeltingTemp.Tm_NN(seq, c_seq=c_seq, shift=shift, nn_table=DNA_NN3, "
    "imm_table=DNA_IMM1, tmm_table=DNA_TMM1, de_table=DNA_DE1, selfcomp=selfcomp, **conditions) "
    "(strict=True); 'tm' is its result in degrees C, 'error' the ValueError it raised",
    "coverage": {
        name: f"{len(table.used)} of {len(table)} keys used"
        for name, table in [("DNA_IMM1", IMM), ("DNA_TMM1", TMM), ("DNA_DE1", DE)]
    },
    "tables": {
        name: {key: list(value) for key, value in getattr(mt, name).items()}
        for name in ["DNA_NN3", "DNA_IMM1", "DNA_TMM1", "DNA_DE1"]
    },
}
OUT.write_text(json.dumps(dict(HEADER, cases=CASES), indent=2) + "\n")
# The repository formats JSON with Biome; formatting here makes the committed file exactly this
# script's output.
subprocess.run(["npx", "biome", "format", "--write", str(OUT)], cwd=REPO, check=True, capture_output=True)
refused = sum(1 for case in CASES if "error" in case)
print(f"{len(CASES)} cases ({refused} refused by Biopython) -> {OUT}")
