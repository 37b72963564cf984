"""Times edlib's HW (infix) mode on the same oligo-genome pairs as the OligoWatch bench.

Usage: python3 edlib_hw.py PAIRS.json
PAIRS.json: {"oligos": ["<binding form>", ...], "fasta": ["path", ...], "limit": N or null}
Prints one JSON line: pairs timed and seconds per task ('distance' and 'path').

edlib compares characters for equality; IUPAC codes in the oligos are passed as additional
equalities (code X equals each base it stands for), which is symmetric where OligoWatch's rule is
not, and an N in a genome equals no oligo base but N, as in OligoWatch.
"""
import json
import sys
import time
from importlib import metadata

import edlib

CODES = {
    'R': 'AG', 'Y': 'CT', 'S': 'CG', 'W': 'AT', 'K': 'GT', 'M': 'AC',
    'B': 'CGT', 'D': 'AGT', 'H': 'ACT', 'V': 'ACG', 'N': 'ACGT',
}


def read_fasta(path):
    sequences, parts = [], None
    with open(path, encoding='latin1') as handle:
        for line in handle:
            if line.startswith('>'):
                if parts is not None:
                    sequences.append(''.join(parts).upper())
                parts = []
            elif parts is not None:
                parts.append(line.strip())
    if parts is not None:
        sequences.append(''.join(parts).upper())
    return sequences


def main():
    spec = json.load(open(sys.argv[1]))
    genomes = [g for path in spec['fasta'] for g in read_fasta(path)]
    if spec.get('limit'):
        genomes = genomes[: spec['limit']]
    oligos = spec['oligos']
    equalities = [(code, base) for code, bases in CODES.items() for base in bases]
    try:
        version = metadata.version('edlib')
    except metadata.PackageNotFoundError:
        version = 'unknown version'
    result = {'pairs': len(genomes) * len(oligos), 'genomes': len(genomes), 'edlib': version}
    for task in ('distance', 'path'):
        started = time.perf_counter()
        for genome in genomes:
            for oligo in oligos:
                edlib.align(oligo, genome, mode='HW', task=task, additionalEqualities=equalities)
        result[task + '_seconds'] = time.perf_counter() - started
    print(json.dumps(result))


main()
