import { Stack, Table, Text } from '@mantine/core';
import { assayRoleInReports, missingRoles } from '@oligowatch/science';
import { oligosRoleMessages } from '@oligowatch/shared/messages/oligos';
import { productsApiMessages, productsAssaysMessages } from '@oligowatch/shared/messages/products';
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
 * anything. Roles are the oligos' roles in the catalogue now; an unknown one (issue 34) sits with the
 * forward primers, marked unknown, as reports count it.
 */
export function VersionAssays({ version, assays, oligosById }: VersionAssaysProps) {
  const [assayColumn, ...roleColumns] = productsAssaysMessages.assayColumns;
  return (
    <Stack gap="xs">
      <Text fw={600}>{productsAssaysMessages.assaysLegend}</Text>
      <Table withTableBorder striped aria-label={productsAssaysMessages.assaysOfVersion(version)}>
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
            const missing = missingRoles(oligos.map((oligo) => assayRoleInReports(oligo.role)));
            return (
              <Table.Tr key={assay.name}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {assay.name}
                  </Text>
                  {missing.length > 0 ? (
                    <Text size="xs" c="orange.8">
                      {productsApiMessages.assayMissingRoles(
                        assay.name,
                        missing.map((role) => productsAssaysMessages.roleWordsLower[role]),
                      )}
                    </Text>
                  ) : null}
                </Table.Td>
                {ROLE_COLUMNS.map((role) => (
                  <Table.Td key={role}>
                    {oligos
                      .filter((oligo) => assayRoleInReports(oligo.role) === role)
                      .map((oligo, index) => (
                        <Fragment key={oligo._id}>
                          {index > 0 ? productsAssaysMessages.alternativesJoin : null}
                          <OligoName oligo={oligo} />
                          {oligo.role === null ? ` (${oligosRoleMessages.roleUnknown.toLowerCase()})` : null}
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
