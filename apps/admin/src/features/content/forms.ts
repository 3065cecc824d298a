// The FAQ's forms, built from the contract's own field schemas; the order arrives as typed text.
import { z } from 'zod';
import { adminFaqBodySchema } from '@loyalty/contracts/admin';

const faq = adminFaqBodySchema.shape;
const position = z.coerce.number<string>().pipe(faq.position.unwrap());

export const faqEditForm = z.object({ title: faq.title, text: faq.text, position });
export const newFaqForm = z.object({ topic: faq.topic, title: faq.title, text: faq.text });
