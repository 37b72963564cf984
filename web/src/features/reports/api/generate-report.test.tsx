import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { useGenerateReport } from './generate-report';

describe('useGenerateReport', () => {
  it('refreshes the report lists and the schedule lists (a frequency makes a schedule)', async () => {
    mockFetch({
      'POST /v1/parasail': () =>
        jsonResponse(200, {
          message: 'Scheduled report created.',
          reportId: 'r-1',
          schedule_id: 's-1',
          next_run_date: '2024-07-01T00:00:00.000Z',
        }),
    });
    const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useGenerateReport(), { wrapper });
    await act(() =>
      result.current.mutateAsync({
        report_title: 'Weekly N1',
        clade_id: '2697049',
        target_name: 'SARS-CoV-2',
        product: 'p-1',
        frequency: { time_steps: 1, units: 'w' },
      }),
    );
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['reports'], ['schedules']]);
  });
});
