import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe with the WCAG 2.0–2.2 A/AA rules over `container` and fails with the violations
 * listed. jsdom has no layout, so the rules that measure pixels (colour contrast, target size)
 * are left to the Storybook test-runner in a real browser.
 */
export async function expectNoAxeViolations(container: Element = document.body): Promise<void> {
  const results = await axe.run(container, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    rules: { 'color-contrast': { enabled: false }, 'target-size': { enabled: false } },
  });
  const violations = results.violations.map(
    (violation) => `${violation.id}: ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(' ')).join('\n  ')}`,
  );
  expect(violations).toEqual([]);
}

/** The text of the elements that describe `element` (`aria-describedby`), as a screen reader reads it. */
export function accessibleDescription(element: Element): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => element.ownerDocument.getElementById(id)?.textContent?.trim() ?? '')
    .join(' ')
    .trim();
}
