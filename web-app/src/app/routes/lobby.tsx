import { useParams } from 'react-router-dom';
import { LobbyRoute } from './lobby-route';

/** /lobby/<name>: a lobby by its key (agents configure them); the bare /lobby shows the whole catalogue. */
export const Component = () => {
  const { name } = useParams();
  return <LobbyRoute lobbyKey={name ?? 'all'} />;
};
