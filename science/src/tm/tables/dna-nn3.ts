import type { WatsonCrickTable } from './neighbour-table';

/**
 * Watson-Crick nearest-neighbour parameters and initiation terms (Biopython's DNA_NN3): the
 * "unified" set of SantaLucia (1998), Proc Natl Acad Sci USA 95: 1460-1465, first published by
 * Allawi & SantaLucia (1997), Biochemistry 36: 10581-10594 (the values are identical). 'init_A/T'
 * and 'init_G/C' are charged once per terminal base pair of that kind, 'sym' for a
 * self-complementary duplex; the other initiation keys are zero here and kept for Biopython's
 * generality.
 *
 * Transcribed from Biopython 1.80, Bio/SeqUtils/MeltingTemp.py (Copyright 2004-2008 Sebastian Bassi,
 * 2013-2018 Markus Piotrowski), under the Biopython License Agreement (dual-licensed with the BSD
 * 3-Clause License; see LICENSE-biopython.md beside this file). The numbers themselves are published
 * thermodynamic parameters from the papers above; the keys and their layout are Biopython's.
 */
export const DNA_NN3: WatsonCrickTable = {
  init: [0, 0],
  'init_A/T': [2.3, 4.1],
  'init_G/C': [0.1, -2.8],
  'init_oneG/C': [0, 0],
  'init_allA/T': [0, 0],
  'init_5T/A': [0, 0],
  sym: [0, -1.4],
  'AA/TT': [-7.9, -22.2],
  'AT/TA': [-7.2, -20.4],
  'TA/AT': [-7.2, -21.3],
  'CA/GT': [-8.5, -22.7],
  'GT/CA': [-8.4, -22.4],
  'CT/GA': [-7.8, -21],
  'GA/CT': [-8.2, -22.2],
  'CG/GC': [-10.6, -27.2],
  'GC/CG': [-9.8, -24.4],
  'GG/CC': [-8, -19.9],
};
