import { z } from 'zod';

/** The answer to an SMS gateway's delivery report: how many messages it changed (0 for a repeat). */
export const smsReportAnswer = z.object({ updated: z.number().int() });
