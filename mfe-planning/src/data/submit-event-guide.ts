/**
 * The /submit-event page's prose, kept as data (`submit-event-guide.json`): the guidelines, a note
 * per event category, the promotion options, how review works and the questions people ask.
 * Every field is text, so the type below checks the file when the code compiles.
 */
import guide from './submit-event-guide.json';

interface Titled {
  title: string;
  text: string;
}

export interface SubmitEventGuide {
  guidelines: readonly string[];
  /** A short note per event category (keyed by the form's category value). */
  categoryNotes: Readonly<Record<string, string>>;
  promotions: readonly Titled[];
  reviewSteps: readonly Titled[];
  faq: readonly { question: string; answer: string }[];
}

export const submitEventGuide: SubmitEventGuide = guide;
