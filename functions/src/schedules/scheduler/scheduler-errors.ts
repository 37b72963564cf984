/** An update named a schedule the scheduler does not have (deleted, or never created). */
export class ScheduleNotFoundError extends Error {
  constructor(readonly scheduleName: string) {
    super(`No schedule named ${scheduleName}`);
    this.name = 'ScheduleNotFoundError';
  }
}
