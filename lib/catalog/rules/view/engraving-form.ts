/*
 * The customise form's validation, apart from ./personalisation so that zod loads with the dialog's
 * body and not with every product page.
 */
import { z } from 'zod'
import { ENGRAVING_CHARACTERS, type Personalisation } from './personalisation'

/** Message keys of the customise form (messages/{lang}/product.json, customise.errors). */
export type EngravingError = 'required' | 'tooLong' | 'characters'

/** The customise form: either the shopper's text lines, or explicitly none. */
export function engravingFormSchema(personalisation: Pick<Personalisation, 'maxLength' | 'lines'>) {
  const line = z.string().transform((s) => s.replace(/\s+/g, ' ').trim())
  return z
    .object({ choice: z.enum(['text', 'none']), lines: z.array(line).length(personalisation.lines) })
    .superRefine((form, ctx) => {
      if (form.choice === 'none') return
      form.lines.forEach((text, index) => {
        const path = ['lines', index]
        // Only the first line is needed; further lines may stay empty.
        if (index === 0 && text === '') ctx.addIssue({ code: 'custom', path, message: 'required' })
        else if ([...text].length > personalisation.maxLength)
          ctx.addIssue({ code: 'custom', path, message: 'tooLong' })
        else if (!ENGRAVING_CHARACTERS.test(text))
          ctx.addIssue({ code: 'custom', path, message: 'characters' })
      })
    })
}
export type EngravingForm = z.input<ReturnType<typeof engravingFormSchema>>
