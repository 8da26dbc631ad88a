import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'instagram',
  eyebrow: 'Descargador de Instagram',
  heading: 'Descargar reels, vídeos e historias de Instagram',
  intro: 'Guarda reels, publicaciones de vídeo, vídeos de IGTV e historias públicas de Instagram en MP4 con su sonido. Pega el enlace de una publicación pública; aquí no necesitas iniciar sesión en Instagram.',
  placeholder: 'https://www.instagram.com/reel/… o https://www.instagram.com/p/…',
  hint: 'Se admiten enlaces de reels (/reel/), publicaciones (/p/) e IGTV (/tv/) de cuentas públicas.',
  shareText: null,
  steps: [
    { title: 'Copia el enlace en Instagram', text: 'Toca el icono de compartir con forma de avión de papel debajo del reel o la publicación y elige Copiar enlace. En el navegador, copia la dirección de la publicación.' },
    { title: 'Pégalo aquí', text: 'Pega el enlace arriba y pulsa Descargar. Las publicaciones en carrusel muestran todos los vídeos que contienen.' },
    { title: 'Guarda el MP4', text: 'Elige una calidad; las pistas de solo vídeo se combinan con el sonido en nuestro servidor.' },
  ],
  formats: [
    { title: 'MP4 con sonido', text: 'Reels y publicaciones en la resolución con la que se subieron, normalmente hasta 1080x1920 en los reels.' },
    { title: 'Vídeo y audio DASH', text: 'Las subidas más recientes llegan como pistas de vídeo y audio separadas; elige una calidad de vídeo y le añadimos el sonido.' },
    { title: 'Solo audio', text: 'La banda sonora de un reel en M4A, ideal para quedarte con el audio original de un clip.' },
  ],
  faq: [
    { question: '¿Puedo descargar de una cuenta privada?', answer: 'No. Las publicaciones e historias de las cuentas privadas solo las ven los seguidores aprobados, así que no se pueden descargar.' },
    { question: '¿Funcionan las historias?', answer: 'Las historias públicas que siguen activas a menudo se pueden obtener desde su enlace. Instagram limita el acceso anónimo a las historias, así que una historia destacada o una publicación de vídeo es más fiable.' },
    { question: '¿Se enterará el dueño de la cuenta?', answer: 'No. Desde tu cuenta no se publica nada, no se da ningún me gusta ni se ve nada, porque no se usa ninguna cuenta.' },
    { question: '¿Por qué solo me salen fotos?', answer: 'Las publicaciones de imágenes no contienen vídeo. Aquí solo generan archivos descargables los reels, las publicaciones de vídeo y las diapositivas de vídeo de los carruseles.' },
  ],
};
