import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

export const deleteScheduledReport = (id: string) => callRoute('deleteScheduledReport', { params: { id } });

export const useDeleteScheduledReport = () => useMutation({ mutationFn: deleteScheduledReport });
