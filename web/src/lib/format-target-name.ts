/**
 * The short family name the targets go by in the product (RSV, Influenza, Covid), else the name
 * itself. In lib because both Home cards show it: a recent report's and a schedule's.
 */
export const formatTargetName = (targetName: string): string => {
  const name = targetName.toLowerCase();
  if (name.includes('influenza')) return 'Influenza';
  if (name.includes('rsv') || name.includes('respiratory syncytial')) return 'RSV';
  if (
    name.includes('sars-cov-2') ||
    name.includes('covid') ||
    name.includes('severe acute respiratory syndrome coronavirus 2')
  ) {
    return 'Covid';
  }
  return targetName;
};
