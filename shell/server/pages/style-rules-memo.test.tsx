/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import * as stylis from 'stylis';
import styled, { createGlobalStyle, keyframes, ServerStyleSheet } from 'styled-components';
import { StyleRulesMemo } from './style-rules-memo';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const Box = styled.div<{ $wide: boolean }>`
  display: flex;
  width: ${({ $wide }) => ($wide ? '100%' : '50%')};
  animation: ${fadeIn} 1s;
  &:hover {
    color: red;
  }
`;
const PageStyle = createGlobalStyle<{ $dark: boolean }>`
  body { background: ${({ $dark }) => ($dark ? 'black' : 'white')}; }
`;

function Page({ wide, dark = false }: { wide: boolean; dark?: boolean }) {
  return (
    <>
      <PageStyle $dark={dark} />
      <Box $wide={wide}>text</Box>
    </>
  );
}

/** One render as the server does it: markup and the style tags of a fresh sheet. */
function render(page: React.ReactElement, memo?: StyleRulesMemo) {
  const sheet = new ServerStyleSheet();
  memo?.attach(sheet);
  try {
    const html = renderToString(sheet.collectStyles(page));
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

describe('StyleRulesMemo', () => {
  afterEach(() => jest.restoreAllMocks());

  it('gives each render the same markup and style tags as a render without it', () => {
    const memo = new StyleRulesMemo({ maxBytes: 1024 * 1024 });
    for (const wide of [true, false, true]) {
      expect(render(<Page wide={wide} />, memo)).toEqual(render(<Page wide={wide} />));
    }
  });

  it('compiles a component rule once, and a later sheet holds only the rules its page used', () => {
    const memo = new StyleRulesMemo({ maxBytes: 1024 * 1024 });
    render(<Page wide />, memo);
    render(<Page wide={false} />, memo);
    const compile = jest.spyOn(stylis, 'compile');
    const again = render(<Page wide />, memo);
    // Only the global style (named by its instance, not its CSS) is compiled again.
    expect(compile).toHaveBeenCalledTimes(1);
    expect(again.styles).toContain('width:100%');
    expect(again.styles).not.toContain('width:50%');
    expect(again.styles).toContain('@keyframes');
  });

  it('leaves global styles to styled-components: their props still change the CSS', () => {
    const memo = new StyleRulesMemo({ maxBytes: 1024 * 1024 });
    expect(render(<Page wide dark />, memo).styles).toContain('background:black');
    expect(render(<Page wide dark={false} />, memo).styles).toContain('background:white');
  });

  it('keeps no more than its bytes', () => {
    const memo = new StyleRulesMemo({ maxBytes: 2_000 });
    const Sized = styled.div<{ $width: number }>`
      width: ${({ $width }) => $width}px;
      padding: 1rem 2rem 3rem 4rem;
    `;
    for (let width = 0; width < 60; width++) render(<Sized $width={width} />, memo);
    expect(memo.size).toBeGreaterThan(0);
    expect(memo.size).toBeLessThan(50);
    expect(render(<Sized $width={3} />, memo).styles).toContain('width:3px');
  });
});
