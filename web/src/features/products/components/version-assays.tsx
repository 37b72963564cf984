import { Stack, Table, Text } from '@mantine/core';
import { missingRoles } from '@oligowatch/science';
import { productMessages } from '@oligowatch/shared/messages';
import type { AssayRole, Oligo } from '@oligowatch/shared/schemas/oligo';
import type { ProductAssay } from '@oligowatch/shared/schemas/product';
import { Fragment } from 'react';
import { OligoName } from './oligo-name';

interface VersionAssaysProps {
  version: number;
  assays: readonly ProductAssay[];
  oligosById: ReadonlyMap<string, Oligo>;
}

const ROLE_COLUMNS: readonly AssayRole[] = ['forward', 'reverse', 'probe'];

/**
 * A version's assays (issue 23): per assay its forward primers, reverse primers and probes, the
 * oligos of one role joined by 'or' (they are alternatives), and what keeps an assay from detecting
 * anything. Roles are the oligos' roles in the catalogue now.
 */
export function VersionAssays({ version, assays, oligosById }: VersionAssaysProps) {
  const [assayColumn, ...roleColumns] = productMessages.assayColumns;
  return (
    <Stack gap="xs">
      <Text fw={600}>{productMessages.assaysLegend}</Text>
      <Table withTableBorder striped aria-label={productMessages.assaysOfVersion(version)}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{assayColumn}</Table.Th>
            {roleColumns.map((title) => (
              <Table.Th key={title}>{title}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {assays.map((assay) => {
            const oligos = assay.oligos.flatMap((id) => {
              const oligo = oligosById.get(id);
              return oligo ? [oligo] : [];
            });
            const missing = missingRoles(oligos.map((oligo) => oligo.role));
            return (
              <Table.Tr key={assay.name}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {assay.name}
                  </Text>
                  {missing.length > 0 ? (
                    <Text size="xs" c="orange.8">
                      {productMessages.assayMissingRoles(
                        assay.name,
                        missing.map((role) => productMessages.roleWordsLower[role]),
                      )}
                    </Text>
                  ) : null}
                </Table.Td>
                {ROLE_COLUMNS.map((role) => (
                  <Table.Td key={role}>
                    {oligos
                      .filter((oligo) => oligo.role === role)
                      .map((oligo, index) => (
                        <Fragment key={oligo._id}>
                          {index > 0 ? productMessages.alternativesJoin : null}
                          <OligoName oligo={oligo} />
                        </Fragment>
                      ))}
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
