import { render, screen } from '@testing-library/react';
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
  it('reads every graph form', () => {
    expect(classifyGraph('')).toEqual({ kind: 'none' });
    expect(classifyGraph('  {} ')).toEqual({ kind: 'none' });
    expect(classifyGraph('https://x.test/a.png')).toEqual({
      kind: 'image',
      src: 'https://x.test/a.png',
    });
    expect(classifyGraph('{"xml": ["f.svg", "data:image/png;base64,AAA"]}')).toEqual({
      kind: 'image',
      src: 'data:image/png;base64,AAA',
    });
    expect(classifyGraph('/api/graph/abc')).toEqual({ kind: 'stored', path: '/api/graph/abc' });
    expect(classifyGraph('figures/a b.svg')).toEqual({
      kind: 'stored',
      path: '/api/graph/figures%2Fa%20b.svg',
    });
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
    const { rerender } = render(<QuestionFigure graph="https://x.test/a.png" variant="exam" />);
    expect(screen.getByRole('img', { name: 'Figure for this question' })).toHaveAttribute(
      'src',
      'https://x.test/a.png',
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
    expect(container.querySelector('svg')).toBeNull();
  });

  it('prefers properties.imageUrl', async () => {
    stubFetch(() =>
      jsonResponse({ properties: { imageUrl: 'https://x.test/b.png' }, xml: ['f.svg', SVG] }),
    );
    render(<QuestionFigure graph="/api/graph/b" variant="exam" />);
    expect(await screen.findByRole('img')).toHaveAttribute('src', 'https://x.test/b.png');
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
