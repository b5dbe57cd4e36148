import {
  ApiRoutes,
  ClassMessages,
  fillRoute,
  type JoinClassRequest,
  type MyClass,
} from '@exam/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeSession } from '../../../lib/storage';
import { jsonResponse, renderScreen, stubFetchWithXsrf, urlOf } from '../../../test/render';
import { ClassesSection, TEACHER_SEES } from './classes-section';
import { mona } from '../../../test/account-fixtures';

const CLASS_ID = '6c1c2a4e-8b5d-4f7a-9c3e-1d2b3c4d5e62';
const myClass: MyClass = {
  classId: CLASS_ID,
  className: 'Grade 10 B',
  teacherName: 'Mr Hany',
  joinedAt: '2026-11-20T09:00:00.000Z',
};

function renderSection(
  classes: MyClass[],
  onJoin: () => Response = () => jsonResponse(myClass, { status: 201 }),
) {
  storeSession('token-1', mona);
  const fetchMock = stubFetchWithXsrf((url, init) => {
    if (url === ApiRoutes.account.classes && init?.method === 'POST') return onJoin();
    if (url === ApiRoutes.account.classes) return jsonResponse(classes);
    return jsonResponse({ message: 'Left the class.' });
  });
  renderScreen(<ClassesSection />);
  return fetchMock;
}

const posts = (fetchMock: ReturnType<typeof renderSection>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => urlOf(url) === ApiRoutes.account.classes && init?.method === 'POST')
    .map(([, init]) => JSON.parse(init?.body as string) as JoinClassRequest);

const deletes = (fetchMock: ReturnType<typeof renderSection>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([url]) => urlOf(url));

describe('Classes on /account', () => {
  it('lists each class with its teacher and what the teacher can see', async () => {
    renderSection([myClass]);
    expect(await screen.findByText('Grade 10 B')).toBeInTheDocument();
    expect(screen.getByText(/Teacher: Mr Hany/)).toBeInTheDocument();
    expect(screen.getByText(TEACHER_SEES)).toBeInTheDocument();
  });

  it('sends the code normalised (no spaces or dashes, upper case)', async () => {
    const fetchMock = renderSection([]);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Class code' }), 'abcd-2345');
    await userEvent.click(screen.getByRole('button', { name: 'Join a class' }));
    expect(await screen.findByText('You joined Grade 10 B.')).toBeInTheDocument();
    expect(posts(fetchMock)).toEqual([{ code: 'ABCD2345' }]);
    // What the teacher can see is said above the class list, not again in the notice.
    expect(screen.getByRole('status')).toHaveTextContent(/^You joined Grade 10 B\.$/);
  });

  it('shows the code rule under the field and sends nothing for a malformed code', async () => {
    const fetchMock = renderSection([]);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Class code' }), 'ABC');
    await userEvent.click(screen.getByRole('button', { name: 'Join a class' }));
    expect(await screen.findByText(ClassMessages.codeInvalid)).toBeInTheDocument();
    expect(posts(fetchMock)).toEqual([]);
  });

  it('says so when no class has the code (404)', async () => {
    renderSection([], () =>
      jsonResponse({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 }),
    );
    await userEvent.type(await screen.findByRole('textbox', { name: 'Class code' }), 'ABCD2345');
    await userEvent.click(screen.getByRole('button', { name: 'Join a class' }));
    expect(await screen.findByText(ClassMessages.codeUnknown)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Class code' })).toHaveValue('ABCD2345');
  });

  it('leaves only after the confirmation', async () => {
    const fetchMock = renderSection([myClass]);
    await userEvent.click(await screen.findByRole('button', { name: 'Leave class' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Grade 10 B?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletes(fetchMock)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Leave class' }));
    const again = await screen.findByRole('dialog', { name: 'Leave Grade 10 B?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Leave class' }));
    await waitFor(() => expect(deletes(fetchMock)).toHaveLength(1));
    expect(deletes(fetchMock)).toEqual([fillRoute(ApiRoutes.account.class, { classId: CLASS_ID })]);
  });
});
