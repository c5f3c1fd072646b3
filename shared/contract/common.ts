import { z } from 'zod';

/** Shape caps shared by request schemas: they refuse huge strings before any service sees them. */
export const shortText = z.string().max(200);
export const longText = z.string().max(2000);
export const agentCodeSchema = z.string().min(1).max(40);
export const idString = z.string().max(64);
export const isoDate = z.string().max(40);

/** A money field at the API edge: a baht number; the server checks decimals and limits in its services. */
export const bahtSchema = z.number().finite();
