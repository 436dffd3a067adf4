/**
 * The contact form on /kontakt (POST /api/contact): name, e-mail and message, and `website`,
 * the honeypot: hidden from people, so only a bot fills it. A filled honeypot is answered like a
 * success and mails nothing (the API checks it, not this schema: a bot must not learn why).
 */
import { z } from 'zod';
import { emailField } from './auth';

export const CONTACT_LIMITS = {
  nameMax: 120,
  /** The message field shows its length as current/max */
  messageMax: 5000,
} as const;

export const contactInput = z.object({
  name: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(CONTACT_LIMITS.nameMax, { error: 'tooLong' }),
  email: emailField,
  message: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(CONTACT_LIMITS.messageMax, { error: 'tooLong' }),
  website: z.string().max(500).optional(),
});
