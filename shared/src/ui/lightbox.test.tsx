import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Lightbox, wrapIndex, type LightboxItem } from './lightbox';

const photos: LightboxItem[] = [
  { src: '/cabin-1.svg', alt: 'Cabin porch at dusk', width: 800, height: 600 },
  { src: '/cabin-2.svg', alt: 'Living room with stone fireplace', width: 800, height: 600 },
  { src: '/cabin-3.svg', alt: 'Creek behind the cabin', width: 600, height: 800 },
];

function Gallery({ start = 0, items = photos }: { start?: number; items?: LightboxItem[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open photos
      </button>
      {open ? (
        <Lightbox
          title="Photos of Aspen Hollow Cabin"
          items={items}
          start={start}
          caption="Illustration — photos coming from the partner"
          closeLabel="Close photos"
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

async function openGallery(start = 0) {
  const user = userEvent.setup();
  render(<Gallery start={start} />);
  const opener = screen.getByRole('button', { name: 'Open photos' });
  await user.click(opener);
  return { user, opener, viewer: screen.getByRole('dialog', { name: 'Photos of Aspen Hollow Cabin' }) };
}

describe('Lightbox', () => {
  it('shows the picture it opened at with its alt text, size and caption, and where it is', async () => {
    const { viewer } = await openGallery(1);
    const image = within(viewer).getByRole('img', { name: 'Living room with stone fireplace' });
    expect(image).toHaveAttribute('src', '/cabin-2.svg');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '600');
    expect(within(viewer).getByText('2 / 3')).toBeVisible();
    expect(within(viewer).getByText('Illustration — photos coming from the partner')).toBeVisible();
    expect(within(viewer).getByRole('button', { name: 'Close photos' })).toHaveFocus();
  });

  it('steps with Previous and Next, wrapping at both ends', async () => {
    const { user, viewer } = await openGallery();
    await user.click(within(viewer).getByRole('button', { name: 'Previous photo' }));
    expect(within(viewer).getByText('3 / 3')).toBeVisible();
    expect(within(viewer).getByRole('img')).toHaveAccessibleName('Creek behind the cabin');
    await user.click(within(viewer).getByRole('button', { name: 'Next photo' }));
    expect(within(viewer).getByText('1 / 3')).toBeVisible();
  });

  it('follows the arrow keys and closes with Escape, giving focus back', async () => {
    const { user, opener, viewer } = await openGallery();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(viewer).getByText('3 / 3')).toBeVisible();
    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByText('1 / 3')).toBeVisible();
    await user.keyboard('{ArrowLeft}');
    expect(within(viewer).getByText('3 / 3')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('shows one item without stepping buttons or a count', async () => {
    const user = userEvent.setup();
    render(<Gallery items={[{ key: 'longs-peak', content: <p>Camera offline</p> }]} />);
    await user.click(screen.getByRole('button', { name: 'Open photos' }));
    const viewer = screen.getByRole('dialog', { name: 'Photos of Aspen Hollow Cabin' });
    expect(within(viewer).getByText('Camera offline')).toBeVisible();
    expect(within(viewer).queryByRole('button', { name: 'Next photo' })).not.toBeInTheDocument();
    expect(within(viewer).queryByText(/\d \/ \d/)).not.toBeInTheDocument();
  });
});

describe('wrapIndex', () => {
  it('steps around both ends and copes with an empty list', () => {
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(1, 4, 3)).toBe(2);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});
