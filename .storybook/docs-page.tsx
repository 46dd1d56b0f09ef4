import { Controls, Description, Heading, Markdown, Primary, Stories, Subtitle, Title, useOf } from '@storybook/addon-docs/blocks';

/**
 * A component's docs page: Storybook's own page (title, description, the first story, the props,
 * the other stories) with an "Anatomy" section after the description when the story file gives
 * one in `parameters.docs.anatomy`: Markdown with the exported parts nested as an app composes
 * them, one line per part.
 *
 * @example
 * parameters: { docs: { anatomy: '```tsx\n<CartPanelTrigger />\n<CartPanel />\n```\n- `CartPanel` …' } }
 */
export function DocsPage() {
  const { csfFile, preparedMeta } = useOf('meta', ['meta']);
  const singleStory = Object.keys(csfFile.stories).length === 1;
  const anatomy: unknown = preparedMeta.parameters.docs?.anatomy;
  return (
    <>
      <Title />
      <Subtitle />
      <Description of="meta" />
      {singleStory ? <Description of="story" /> : null}
      {typeof anatomy === 'string' ? (
        <>
          <Heading>Anatomy</Heading>
          <Markdown>{anatomy}</Markdown>
        </>
      ) : null}
      <Primary />
      <Controls />
      {singleStory ? null : <Stories />}
    </>
  );
}
