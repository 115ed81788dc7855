/**
 * Step 2 of the frame's protocol (./boot.ts): the frame in the reader's language. Bundled into the boot
 * script: it imports nothing of the app but the language rule.
 */
import { baseLanguage as baseOf } from '../../../common/language/choice.ts';

/**
 * Puts the frame of the reader's language in place of the English one: the build renders one per
 * language, each in a `<template data-language>` inside the frame (a regional or base variant takes
 * the frame of its base language). False when there is none: the app paints for that reader.
 */
export function translateFrame(frame: HTMLElement, language: string): boolean {
  const template = [...frame.querySelectorAll('template')].find(
    (candidate) => baseOf(candidate.dataset.language ?? '') === baseOf(language),
  );
  if (!template) return false;
  frame.replaceChildren(document.importNode(template.content, true));
  frame.lang = template.dataset.language!;
  document.documentElement.lang = language;
  // index.html's <title> is English: the reader's title comes with their frame.
  if (template.dataset.title) document.title = template.dataset.title;
  return true;
}
