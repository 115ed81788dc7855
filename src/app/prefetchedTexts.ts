/**
 * The text package the boot script asked for as the app started (src/features/login/frame/boot.ts, `handoff.texts`) for a
 * reader whose language cookie is not English, taken once at start (../main.tsx). Kept out of the
 * language module, which loads only after the entry chunk: the point is not to wait for it.
 */
import type { i18n as I18n } from 'i18next';
import { takeFromBoot } from '../features/login/frame/frame';
import { overlayTexts } from '../common/language/language';
import { overlayCandidates } from './i18n';

type TextPackage = { resources: Record<string, Record<string, unknown>> };

const isTextPackage = (value: unknown): value is TextPackage =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as TextPackage).resources === 'object' &&
  (value as TextPackage).resources !== null;

/**
 * Overlays the prefetched package when it was asked for the language the app asks for first; resolves
 * to that language, or null when there was none, it was for another language, or it failed (the app
 * then asks itself, variant by variant).
 */
export async function applyPrefetchedTexts(instance: I18n): Promise<string | null> {
  const prefetched = takeFromBoot('texts');
  const wanted = overlayCandidates(instance.language)[0];
  if (!prefetched || prefetched.language !== wanted) return null;
  const texts = await prefetched.answer;
  if (!isTextPackage(texts)) return null;
  overlayTexts(instance, instance.language, texts.resources);
  return wanted;
}
