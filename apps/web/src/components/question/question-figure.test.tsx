import { screen, waitFor, within } from '@testing-library/react';
import { render } from './test-render';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../test/render';
import { classifyGraph } from './figure-source';
import { QuestionFigure } from './question-figure';

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><line x1="0" y1="0" x2="10" y2="10" stroke="#fff"/></svg>';
const SVG_DATA_URL = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG)}`;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('classifyGraph', () => {
  const origin = 'http://app.test';

  it('reads every graph form', () => {
    expect(classifyGraph('', origin)).toEqual({ kind: 'none' });
    expect(classifyGraph('  {} ', origin)).toEqual({ kind: 'none' });
    expect(classifyGraph('http://app.test/figures/a.png', origin)).toEqual({
      kind: 'image',
      src: 'http://app.test/figures/a.png',
    });
    expect(classifyGraph('{"xml": ["f.svg", "data:image/png;base64,AAA"]}', origin)).toEqual({
      kind: 'image',
      src: 'data:image/png;base64,AAA',
    });
    expect(classifyGraph('/api/graph/abc', origin)).toEqual({
      kind: 'stored',
      path: '/api/graph/abc',
    });
    expect(classifyGraph('figures/a b.svg', origin)).toEqual({
      kind: 'stored',
      path: '/api/graph/figures%2Fa%20b.svg',
    });
  });

  it('refuses images from other sites (the CSP would block them after the request)', () => {
    for (const graph of [
      'https://x.test/a.png',
      'HTTP://127.0.0.1:9/pixel.png',
      'http://app.test.evil.test/a.png',
    ]) {
      expect(classifyGraph(graph, origin), graph).toEqual({ kind: 'blocked' });
    }
    expect(classifyGraph('{"properties": {"imageUrl": "https://x.test/b.png"}}', origin)).toEqual({
      kind: 'none',
    });
  });

  it('shows nothing for script and HTML URLs', () => {
    for (const graph of [
      '{"xml": ["f", "data:text/html,<script>alert(1)</script>"]}',
      '{"xml": ["f", "javascript:alert(1)"]}',
      '{"properties": {"imageUrl": "javascript:alert(1)"}}',
      '{"__proto__": {"imageUrl": "javascript:alert(1)"}}',
    ]) {
      expect(classifyGraph(graph, origin), graph).toEqual({ kind: 'none' });
    }
    // Not image URLs: read as stored-figure keys, inside /api/graph, which answers 404.
    expect(classifyGraph('javascript:alert(1)', origin)).toEqual({
      kind: 'stored',
      path: '/api/graph/javascript%3Aalert(1)',
    });
  });

  it('keeps every stored-figure request inside /api/graph', () => {
    expect(classifyGraph('/api/graph/../../api/auth/me', origin)).toEqual({
      kind: 'stored',
      path: '/api/graph/..%2F..%2Fapi%2Fauth%2Fme',
    });
    expect(classifyGraph('/api/graph/..%2Fhealth', origin)).toEqual({
      kind: 'stored',
      path: '/api/graph/..%252Fhealth',
    });
    for (const graph of ['..', '.', '/api/graph/..', '/api/graph/.']) {
      expect(classifyGraph(graph, origin), graph).toEqual({ kind: 'blocked' });
    }
    for (const graph of ['..', 'a/../../b', '/api/graph/?x#y', '/api/graph/..%2F..']) {
      const source = classifyGraph(graph, origin);
      if (source.kind !== 'stored') continue;
      const url = new URL(source.path, origin);
      expect(url.pathname.startsWith('/api/graph/'), graph).toBe(true);
      expect(url.pathname.slice('/api/graph/'.length), graph).not.toContain('/');
      expect(url.search + url.hash, graph).toBe('');
    }
  });
});

describe('QuestionFigure', () => {
  it('renders nothing for empty graphs', () => {
    for (const graph of ['', '{}', '   ']) {
      const { container, unmount } = render(<QuestionFigure graph={graph} variant="exam" />);
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
  });

  it('shows image URLs and data URLs through img with alt text', () => {
    const own = `${window.location.origin}/figures/a.png`;
    const { rerender } = render(<QuestionFigure graph={own} variant="exam" />);
    expect(screen.getByRole('img', { name: 'Figure for this question' })).toHaveAttribute(
      'src',
      own,
    );
    rerender(
      <QuestionFigure graph="data:image/png;base64,AAA" variant="trial" alt="Triangle ABC" />,
    );
    expect(screen.getByRole('img', { name: 'Triangle ABC' })).toHaveAttribute(
      'src',
      'data:image/png;base64,AAA',
    );
  });

  it('shows the image of a JSON graph value', () => {
    render(<QuestionFigure graph={JSON.stringify({ xml: ['f.svg', SVG] })} variant="practice" />);
    expect(screen.getByRole('img')).toHaveAttribute('src', SVG_DATA_URL);
  });

  it('fetches a stored figure, showing the loading text, then the SVG as a data URL', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ properties: {}, xml: ['f.svg', SVG] }));
    const { container } = render(<QuestionFigure graph="bank/fig 1.svg" variant="practice" />);
    expect(screen.getByText('Loading graph...')).toBeInTheDocument();
    const img = await screen.findByRole('img', { name: 'Figure for this question' });
    expect(img).toHaveAttribute('src', SVG_DATA_URL);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/graph/bank%2Ffig%201.svg');
    // The figure's SVG is never put in the page (only the zoom hint's decorative icon is an svg).
    expect(container.querySelector('svg:not([aria-hidden="true"])')).toBeNull();
    expect(container.querySelector('line')).toBeNull();
  });

  it('shows a figure sent with its question at once, with its size and no request', () => {
    const fetchMock = stubFetch(() => jsonResponse({}));
    const svg = SVG.replace('<svg ', '<svg width="600" height="350" ');
    render(
      <QuestionFigure
        graph="/api/graph/fig_0123456789abcdef01234567"
        inline={{ svg, alt: 'Triangle ABC with AB = 7 cm' }}
        variant="practice"
      />,
    );
    const img = screen.getByRole('img', { name: 'Triangle ABC with AB = 7 cm' });
    expect(img).toHaveAttribute(
      'src',
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
    );
    expect(img).toHaveAttribute('width', '600');
    expect(img).toHaveAttribute('height', '350');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens the figure full screen on a click, with its description, and closes it', async () => {
    const user = userEvent.setup();
    render(
      <QuestionFigure
        graph={JSON.stringify({ xml: ['f.svg', SVG] })}
        alt="Circle centre O"
        variant="exam"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Enlarge figure: Circle centre O' }));
    const dialog = await screen.findByRole('dialog', { name: 'Figure' });
    expect(within(dialog).getByRole('img', { name: 'Circle centre O' })).toHaveAttribute(
      'src',
      SVG_DATA_URL,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    expect(within(dialog).getByText('150%')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("reads the stored figure's own description as its alt text", async () => {
    const alt = 'Triangle ABC with AB = 7 cm, angle B = 40 degrees and a right angle at C.';
    stubFetch(() => jsonResponse({ properties: { imageUrl: '', alt }, xml: ['f.svg', SVG] }));
    render(<QuestionFigure graph="/api/graph/fig_1" variant="practice" />);
    expect(await screen.findByRole('img', { name: alt })).toHaveAttribute('src', SVG_DATA_URL);
  });

  it('reads the description of an inline graph, and a caller text wins over it', () => {
    const graph = JSON.stringify({ properties: { alt: '  Circle  centre O ' }, xml: ['f', SVG] });
    const { rerender } = render(<QuestionFigure graph={graph} variant="exam" />);
    expect(screen.getByRole('img', { name: 'Circle centre O' })).toBeInTheDocument();
    rerender(<QuestionFigure graph={graph} variant="exam" alt="Given text" />);
    expect(screen.getByRole('img', { name: 'Given text' })).toBeInTheDocument();
  });

  it('cuts a very long description at a word', () => {
    const long = Array.from({ length: 200 }, (_, index) => `word${index}`).join(' ');
    render(
      <QuestionFigure
        graph={JSON.stringify({ properties: { alt: long }, xml: ['f', SVG] })}
        variant="exam"
      />,
    );
    const name = screen.getByRole('img').getAttribute('alt') ?? '';
    expect(name.length).toBeLessThanOrEqual(601);
    expect(name.endsWith('…')).toBe(true);
    expect(long.startsWith(name.slice(0, -1))).toBe(true);
    expect(name.slice(0, -1).endsWith(' ')).toBe(false);
  });

  it('prefers properties.imageUrl', async () => {
    const own = `${window.location.origin}/figures/b.png`;
    stubFetch(() => jsonResponse({ properties: { imageUrl: own }, xml: ['f.svg', SVG] }));
    render(<QuestionFigure graph="/api/graph/b" variant="exam" />);
    expect(await screen.findByRole('img')).toHaveAttribute('src', own);
  });

  it('requests nothing for an image on another site, and says there is no figure', () => {
    const fetchMock = stubFetch(() => jsonResponse({}));
    const { container } = render(
      <QuestionFigure graph="http://127.0.0.1:9/pixel.png" variant="practice" />,
    );
    expect(screen.getByText('No graph data available')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server message, or the status, on an error answer', async () => {
    stubFetch(() => jsonResponse({ message: 'Figure not found' }, { status: 404 }));
    const { unmount } = render(<QuestionFigure graph="missing" variant="exam" />);
    expect(await screen.findByText('Error loading graph: Figure not found')).toBeInTheDocument();
    unmount();

    stubFetch(() => new Response('', { status: 500 }));
    render(<QuestionFigure graph="broken" variant="exam" />);
    expect(await screen.findByText('Error loading graph: HTTP 500')).toBeInTheDocument();
  });

  it('shows the network error message', async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    render(<QuestionFigure graph="offline" variant="trial" />);
    expect(
      await screen.findByText('Error loading graph: No response from server'),
    ).toBeInTheDocument();
  });

  it('says when the answer has no image', async () => {
    stubFetch(() => jsonResponse({ properties: {} }));
    render(<QuestionFigure graph="empty" variant="trial" />);
    expect(await screen.findByText('No graph data available')).toBeInTheDocument();
  });

  it('never injects figure markup as HTML', async () => {
    const source = await import('./question-figure.tsx?raw');
    expect(source.default).not.toContain('dangerouslySetInnerHTML');
  });

  it('fetches the stored figure again on each mount (no caching)', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ xml: ['f.svg', SVG] }));
    const first = render(<QuestionFigure graph="again" variant="exam" />);
    await screen.findByRole('img');
    first.unmount();
    render(<QuestionFigure graph="again" variant="exam" />);
    await screen.findByRole('img');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
