import { useSearchParams } from 'react-router';
import { UserDetail } from '../components/users/user-detail';
import { UserListCard } from '../components/users/user-list-card';

// Administration Dashboard section "users" (SPEC §2 "Admin user management"). `?user=<id>` opens a
// user's detail page, so it can be linked (the header search does) and Back returns to the list.
export function UsersSection() {
  const [searchParams, setSearchParams] = useSearchParams();
  const userId = searchParams.get('user');
  const openUser = (id: string | null) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (id) params.set('user', id);
      else params.delete('user');
      return params;
    });
  if (userId) return <UserDetail key={userId} userId={userId} onBack={() => openUser(null)} />;
  return <UserListCard onOpenUser={openUser} />;
}
