import { HomePage } from '../components/home-page';

export const Component = HomePage;
