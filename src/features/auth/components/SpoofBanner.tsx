import { useAppSelector } from '../../../app/hooks';
import { selectIsSpoof, selectUserDisplayName } from '../../user/userSelectors';

/**
 * Spec §2: on a spoof (impersonation) session the layout shows 'Logged in as {name}'.
 * Renders nothing on ordinary sessions. The shell's layout places it in its banner slot.
 */
export default function SpoofBanner({ className }: { className?: string }) {
  const isSpoof = useAppSelector(selectIsSpoof);
  const name = useAppSelector(selectUserDisplayName);
  if (!isSpoof) return null;
  return (
    <div className={className} role="status">
      Logged in as {name}
    </div>
  );
}

export { SpoofBanner };
