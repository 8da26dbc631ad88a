import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'twitter',
  eyebrow: 'Descargador de Twitter / X',
  heading: 'Descarga vídeos y GIF de X (Twitter)',
  intro:
    'Guarda vídeos y GIF animados de los posts de X, antes Twitter, en MP4 y en todas las calidades que ofrece X. Pega el enlace del post; no necesitas cuenta de X para los posts públicos.',
  placeholder: 'https://x.com/user/status/… o https://twitter.com/user/status/…',
  hint: 'Funcionan los enlaces de x.com, twitter.com y mobile.twitter.com.',
  shareText: null,
  steps: [
    { title: 'Copia el enlace del post', text: 'En la app de X, toca el icono de Compartir debajo del post y elige Copiar enlace. En la web, haz clic en el post y copia la dirección /status/.' },
    { title: 'Pégalo aquí', text: 'Pega el enlace arriba y pulsa Descargar. Si un post contiene varios vídeos, aparecen todos por separado.' },
    { title: 'Elige una resolución', text: 'X suele ofrecer tres o cuatro tamaños de MP4. Elige el mayor para tener más calidad o uno más pequeño para ahorrar datos.' },
  ],
  formats: [
    { title: 'MP4 en varios tamaños', text: 'Normalmente 480p, 720p y 1080p en H.264 con sonido AAC, cada uno descargable tal cual.' },
    { title: 'GIF en MP4', text: 'X guarda los GIF como bucles MP4 cortos y sin sonido; recibes ese MP4, que ocupa menos y se ve más nítido que un GIF de verdad.' },
    { title: 'Variantes HLS', text: 'Algunos posts solo se emiten por HLS; unimos esas variantes en un único MP4 por ti.' },
  ],
  faq: [
    { question: '¿Puedo descargar de cuentas protegidas?', answer: 'No. Los posts de cuentas protegidas (privadas) solo los ven los seguidores aprobados, así que no se pueden descargar.' },
    { question: '¿Por qué no tiene sonido?', answer: 'Si descargaste un GIF, es lo normal: los GIF de X no tienen pista de audio. Los vídeos convencionales incluyen sonido AAC.' },
    { question: '¿Funciona con Spaces o transmisiones en directo?', answer: 'Las transmisiones terminadas que X conserva como repetición a menudo se pueden descargar; las emisiones en directo en curso y el audio de Spaces no son compatibles.' },
    { question: '¿Tengo que iniciar sesión en X?', answer: 'No. Los posts públicos se descargan sin cuenta, y nunca te pedimos tu contraseña de X.' },
  ],
};
