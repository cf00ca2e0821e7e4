import { useClient, useSession } from '@hrportal/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** Query key of a user's profile picture. */
export const profilePictureKey = (userId: number) => ['profilePicture', userId] as const;

/**
 * The signed-in user's profile picture as a URL (object URL of the server's image, or the data URL
 * just saved), or `null` when there is none. The server is the source of truth, so a reload shows
 * what was saved. `enabled: false` holds the request back (a host starts it after its first paint;
 * the header shows the initials meanwhile).
 */
export function useProfilePicture({ enabled = true }: { enabled?: boolean } = {}): string | null {
  const client = useClient();
  const { session } = useSession();
  const userId = session?.userId ?? 0;
  const query = useQuery({
    queryKey: profilePictureKey(userId),
    enabled: enabled && userId > 0,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silentErrors: true },
    queryFn: async () => {
      const file = await client.users.image(userId);
      return file ? URL.createObjectURL(file.blob) : null;
    },
  });
  const url = query.data ?? null;
  useEffect(
    () => () => {
      if (url?.startsWith('blob:')) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

/** Sets (optimistically) the cached picture of a user; returns the previous value to roll back. */
export function useSetProfilePicture() {
  const queryClient = useQueryClient();
  return (userId: number, url: string | null) => {
    const previous = queryClient.getQueryData<string | null>(profilePictureKey(userId)) ?? null;
    queryClient.setQueryData(profilePictureKey(userId), url);
    return previous;
  };
}
