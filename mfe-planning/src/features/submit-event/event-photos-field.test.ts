import { choosePhotos, photoNotes } from './event-photos-field';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('choosePhotos', () => {
  it('keeps the first three images and notes the dropped ones', () => {
    const choice = choosePhotos(['a', 'b', 'c', 'd', 'e'].map((name) => file(`${name}.jpg`, 'image/jpeg')));
    expect(choice.kept.map((item) => item.name)).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(photoNotes(choice)).toEqual({
      note: 'Only the first 3 photos are kept: 2 more were left out.',
      error: undefined,
    });
  });

  it('refuses files that are not images and photos over 5 MB', () => {
    const choice = choosePhotos([
      file('poster.pdf', 'application/pdf'),
      file('big.png', 'image/png', 5 * 1024 * 1024 + 1),
      file('ok.webp', 'image/webp'),
    ]);
    expect(choice.kept.map((item) => item.name)).toEqual(['ok.webp']);
    expect(photoNotes(choice)).toEqual({
      note: undefined,
      error:
        'Only image files can be added: poster.pdf was not added. Photos must be 5 MB or smaller: big.png was not added.',
    });
  });
});
