import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PhotoField } from '../../src/features/paperProjects/components/PhotoField';
import { idleRequest } from '../../src/lib/requestCases';

/** jsdom draws no pictures: this one "loads" at 1200 × 900 (a 4:3 photo). */
class LoadedImage {
  naturalWidth = 1200;
  naturalHeight = 900;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(_url: string) {
    queueMicrotask(() => this.onload?.());
  }
}

beforeAll(() => {
  Object.assign(URL, { createObjectURL: () => 'blob:photo', revokeObjectURL: () => undefined });
  Object.assign(globalThis, { Image: LoadedImage });
});

describe('the customiser’s photo field', () => {
  it('crops a chosen photo in the crop box and sends it with its crop', async () => {
    const onUpload = jest.fn();
    render(<PhotoField hasPhoto={false} request={idleRequest} onUpload={onUpload} onRemove={jest.fn()} />);
    await userEvent.upload(screen.getByLabelText('Your photo'), new File(['x'], 'us.jpg', { type: 'image/jpeg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crop us.jpg' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use this crop' }));
    await waitFor(() => expect(onUpload).toHaveBeenCalledTimes(1));
    const [file, crop] = onUpload.mock.calls[0]!;
    expect(file).toMatchObject({ name: 'us.jpg', type: 'image/jpeg' });
    // The crop box starts at the largest landscape (3:2) from the middle of the 1200 × 900 photo.
    expect(crop).toEqual({ x: 0, y: 50, width: 1200, height: 800 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers removing a photo and says why an upload failed', async () => {
    const onRemove = jest.fn();
    render(
      <PhotoField
        hasPhoto
        request={{ status: 'failed', error: { message: 'That photo has too many pixels.' } }}
        onUpload={jest.fn()}
        onRemove={onRemove}
      />,
    );
    expect(screen.getByLabelText('Replace your photo')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('That photo has too many pixels.');
    await userEvent.click(screen.getByRole('button', { name: 'Remove the photo' }));
    expect(onRemove).toHaveBeenCalled();
  });
});
