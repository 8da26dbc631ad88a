import './app/boot';
