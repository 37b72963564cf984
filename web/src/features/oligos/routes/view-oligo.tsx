import { Anchor, Badge, Code, Group, List, Loader, Paper, Stack, Table, Text } from '@mantine/core';
import {
  oligosApiMessages,
  oligosRoleMessages,
  oligosViewMessages,
} from '@oligowatch/shared/messages/oligos';
import type { ReactNode } from 'react';
import { generatePath, Link, useSearchParams } from 'react-router';
import { BackButton } from '../../../components/back-button';
import { PageTitle } from '../../../components/page-title';
import { useProducts } from '../../../lib/catalog-queries';
import { paths } from '../../../lib/paths';
import { useLogFailure } from '../../../lib/use-log-failure';
import { useOligo } from '../api/get-oligo';
import { useOligoStrandChecks } from '../api/list-oligo-strand-checks';
import { strandText } from '../components/oligo-columns';
import { OligoRoleEditor } from '../components/oligo-role-editor';
import { RoleText } from '../components/role-text';
import { StrandChecksSection, StrandWarning } from '../components/strand-checks';
import { productsUsingOligo } from '../utils/products-using-oligo';

/**
 * /oligos/view?id={oligoId}: every field of one oligo, its role with a control to confirm or correct
 * it (issue 23: the spec has no oligo edit screen, and the role is the one field to set after the
 * fact), the latest strand check on each clade a report checked it on, with the report's warning
 * beside its strand where the strand looks reversed (issue 23), and the products (and versions)
 * using it.
 */
export function ViewOligoRoute() {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id') ?? '';
  const oligo = useOligo(id);
  const products = useProducts();
  const strandChecks = useOligoStrandChecks(id);
  useLogFailure(oligo.error, oligosViewMessages.fetchOneFailed, id);
  useLogFailure(strandChecks.error, oligosViewMessages.fetchFailed, id);

  const back = oligo.data?.archived ? paths.archivedOligos : paths.oligos;
  const backButton = <BackButton to={back}>Back</BackButton>;

  if (id === '' || oligo.isError) {
    return (
      <Stack gap="xl">
        <PageTitle title="View Oligo" actions={backButton} />
        <Text>{oligosApiMessages.notFound}</Text>
      </Stack>
    );
  }
  if (!oligo.data) return <Loader aria-label="Loading..." />;

  const o = oligo.data;
  const uses = productsUsingOligo(products.data ?? [], o._id);
  const rows: [string, ReactNode][] = [
    ['Oligo Name', o.name],
    [
      'Sequence',
      <Code key="seq" style={{ wordBreak: 'break-all' }}>
        {o.sequence}
      </Code>,
    ],
    ['Length', `${o.sequence.length} bases`],
    [
      'DNA Strand Positive',
      <div key="strand">
        {strandText(o.dna_strand_positive)}
        <StrandWarning checks={strandChecks.data ?? []} />
      </div>,
    ],
    [oligosRoleMessages.roleLabel, <RoleText key="role" oligo={o} />],
    [
      'Status',
      o.archived ? (
        <Badge key="s" color="red" variant="light">
          Archived
        </Badge>
      ) : (
        <Badge key="s" color="teal" variant="light">
          Active
        </Badge>
      ),
    ],
    ['Oligo ID', <Code key="id">{o._id}</Code>],
  ];

  return (
    <Stack gap="xl">
      <PageTitle title={o.name} description="Oligo details" actions={backButton} />
      <Paper withBorder radius="md" p="lg" maw={820}>
        <Table variant="vertical" layout="fixed" withRowBorders aria-label="Oligo details">
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={200}>{label}</Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <OligoRoleEditor key={`${o._id} ${o.role} ${o.role_inferred}`} oligo={o} />
      <StrandChecksSection
        checks={strandChecks.data}
        isPending={strandChecks.isPending}
        isError={strandChecks.isError}
      />
      <Paper withBorder radius="md" p="lg" maw={820} aria-label="Used in products" component="section">
        <Stack gap="sm">
          <Text fw={600}>Used in products</Text>
          {products.isPending ? (
            <Text size="sm">Loading...</Text>
          ) : uses.length === 0 ? (
            <Text size="sm" c="dimmed">
              No product uses this oligo.
            </Text>
          ) : (
            <List spacing="xs">
              {uses.map((use) => (
                <List.Item key={use.productId}>
                  <Group gap="xs">
                    <Anchor
                      component={Link}
                      to={generatePath(paths.viewProduct, { productId: use.productId })}
                    >
                      {use.productName}
                    </Anchor>
                    <Text size="sm" c="dimmed">
                      {use.versionNumbers.map((n) => `Version ${n}`).join(', ')}
                    </Text>
                    {use.inActiveVersion ? (
                      <Badge size="sm" variant="light">
                        in active version
                      </Badge>
                    ) : null}
                  </Group>
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
