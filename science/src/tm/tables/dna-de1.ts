import type { NeighbourTable } from './neighbour-table';

/**
 * Single dangling ends (Biopython's DNA_DE1): a base with no partner ('.') beside the terminal
 * Watson-Crick pair. Bommarito et al. (2000), Nucl Acids Res 28: 1929-1934. 'XY/.Z' is a 5'
 * dangling X on the top strand; '.X/YZ' a 3' dangling Y on the bottom strand.
 *
 * Transcribed from Biopython 1.80, Bio/SeqUtils/MeltingTemp.py (Copyright 2004-2008 Sebastian Bassi,
 * 2013-2018 Markus Piotrowski), under the Biopython License Agreement (dual-licensed with the BSD
 * 3-Clause License; see LICENSE-biopython.md beside this file). The numbers themselves are published
 * thermodynamic parameters from the papers above; the keys and their layout are Biopython's.
 */
export const DNA_DE1: NeighbourTable = {
  'AA/.T': [0.2, 2.3],
  'AC/.G': [-6.3, -17.1],
  'AG/.C': [-3.7, -10],
  'AT/.A': [-2.9, -7.6],
  'CA/.T': [0.6, 3.3],
  'CC/.G': [-4.4, -12.6],
  'CG/.C': [-4, -11.9],
  'CT/.A': [-4.1, -13],
  'GA/.T': [-1.1, -1.6],
  'GC/.G': [-5.1, -14],
  'GG/.C': [-3.9, -10.9],
  'GT/.A': [-4.2, -15],
  'TA/.T': [-6.9, -20],
  'TC/.G': [-4, -10.9],
  'TG/.C': [-4.9, -13.8],
  'TT/.A': [-0.2, -0.5],
  '.A/AT': [-0.7, -0.8],
  '.C/AG': [-2.1, -3.9],
  '.G/AC': [-5.9, -16.5],
  '.T/AA': [-0.5, -1.1],
  '.A/CT': [4.4, 14.9],
  '.C/CG': [-0.2, -0.1],
  '.G/CC': [-2.6, -7.4],
  '.T/CA': [4.7, 14.2],
  '.A/GT': [-1.6, -3.6],
  '.C/GG': [-3.9, -11.2],
  '.G/GC': [-3.2, -10.4],
  '.T/GA': [-4.1, -13.1],
  '.A/TT': [2.9, 10.4],
  '.C/TG': [-4.4, -13.1],
  '.G/TC': [-5.2, -15],
  '.T/TA': [-3.8, -12.6],
};
