import type { NeighbourTable } from './neighbour-table';

/**
 * Terminal mismatches (Biopython's DNA_TMM1): a Watson-Crick pair followed by a mismatch at the
 * duplex end, the mismatch second in the key. SantaLucia & Peyret (2001), patent application
 * WO 01/94611. Biopython reads the left end from the other strand (the key of the oligo's first two
 * columns reversed), so one table serves both ends.
 *
 * Transcribed from Biopython 1.80, Bio/SeqUtils/MeltingTemp.py (Copyright 2004-2008 Sebastian Bassi,
 * 2013-2018 Markus Piotrowski), under the Biopython License Agreement (dual-licensed with the BSD
 * 3-Clause License; see LICENSE-biopython.md beside this file). The numbers themselves are published
 * thermodynamic parameters from the papers above; the keys and their layout are Biopython's.
 */
export const DNA_TMM1: NeighbourTable = {
  'AA/TA': [-3.1, -7.8],
  'TA/AA': [-2.5, -6.3],
  'CA/GA': [-4.3, -10.7],
  'GA/CA': [-8, -22.5],
  'AC/TC': [-0.1, 0.5],
  'TC/AC': [-0.7, -1.3],
  'CC/GC': [-2.1, -5.1],
  'GC/CC': [-3.9, -10.6],
  'AG/TG': [-1.1, -2.1],
  'TG/AG': [-1.1, -2.7],
  'CG/GG': [-3.8, -9.5],
  'GG/CG': [-0.7, -19.2],
  'AT/TT': [-2.4, -6.5],
  'TT/AT': [-3.2, -8.9],
  'CT/GT': [-6.1, -16.9],
  'GT/CT': [-7.4, -21.2],
  'AA/TC': [-1.6, -4],
  'AC/TA': [-1.8, -3.8],
  'CA/GC': [-2.6, -5.9],
  'CC/GA': [-2.7, -6],
  'GA/CC': [-5, -13.8],
  'GC/CA': [-3.2, -7.1],
  'TA/AC': [-2.3, -5.9],
  'TC/AA': [-2.7, -7],
  'AC/TT': [-0.9, -1.7],
  'AT/TC': [-2.3, -6.3],
  'CC/GT': [-3.2, -8],
  'CT/GC': [-3.9, -10.6],
  'GC/CT': [-4.9, -13.5],
  'GT/CC': [-3, -7.8],
  'TC/AT': [-2.5, -6.3],
  'TT/AC': [-0.7, -1.2],
  'AA/TG': [-1.9, -4.4],
  'AG/TA': [-2.5, -5.9],
  'CA/GG': [-3.9, -9.6],
  'CG/GA': [-6, -15.5],
  'GA/CG': [-4.3, -11.1],
  'GG/CA': [-4.6, -11.4],
  'TA/AG': [-2, -4.7],
  'TG/AA': [-2.4, -5.8],
  'AG/TT': [-3.2, -8.7],
  'AT/TG': [-3.5, -9.4],
  'CG/GT': [-3.8, -9],
  'CT/GG': [-6.6, -18.7],
  'GG/CT': [-5.7, -15.9],
  'GT/CG': [-5.9, -16.1],
  'TG/AT': [-3.9, -10.5],
  'TT/AG': [-3.6, -9.8],
};
