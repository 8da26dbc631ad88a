import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'vimeo',
  eyebrow: 'Vimeo 다운로더',
  heading: 'Vimeo 동영상 HD 다운로드',
  intro: '공개 Vimeo 동영상을 360p, 540p, 720p, 1080p 또는 4K로 저장하세요. Vimeo는 HLS와 DASH로 스트리밍하며, 저희가 스트림 목록을 읽어 선택한 항목을 하나의 MP4 파일로 만들어 드립니다.',
  placeholder: 'https://vimeo.com/123456789',
  hint: 'vimeo.com 동영상 링크와 player.vimeo.com 임베드 링크를 지원합니다.',
  shareText: null,
  steps: [
    { title: 'Vimeo 링크 복사', text: '동영상 페이지에서 공유를 클릭해 링크를 복사하거나, 브라우저 주소창에서 vimeo.com/… 주소를 복사하세요.' },
    { title: '붙여넣고 처리', text: '위에 링크를 붙여넣고 다운로드를 누르면 제작자가 게시한 모든 버전을 볼 수 있습니다.' },
    { title: '버전 선택', text: '필요한 해상도를 고르세요. 분리된 영상과 소리 스트림은 하나의 파일로 병합됩니다.' },
  ],
  formats: [
    { title: 'HLS 버전', text: '대부분의 Vimeo 동영상은 여러 해상도의 HLS(.m3u8)로 스트리밍되며, 각각 비트레이트와 함께 표시됩니다.' },
    { title: '프로그레시브 MP4', text: '일부 동영상은 아직 MP4 파일을 직접 제공하며, 병합 없이 바로 다운로드됩니다.' },
    { title: '오디오 트랙', text: '오디오 스트림만 따로 받을 수 있어 강연이나 뮤직비디오에 유용합니다.' },
  ],
  faq: [
    { question: '비밀번호로 보호된 Vimeo 동영상도 다운로드할 수 있나요?', answer: '아니요. 비밀번호가 걸린 동영상, 공유받지 않은 비공개 링크, 유료 Vimeo On Demand 작품은 다운로드할 수 없습니다.' },
    { question: 'Vimeo 자체의 다운로드 버튼은요?', answer: '제작자가 활성화한 경우 Vimeo의 버튼으로 원본 파일을 받을 수 있습니다. 그 버튼이 없지만 동영상이 공개되어 있다면 이 도구를 사용하세요.' },
    { question: '비슷한 옵션이 왜 이렇게 많나요?', answer: 'Vimeo는 해상도마다 다양한 연결 속도에 맞춰, 때로는 다른 코덱으로 인코딩합니다. 각 버튼의 크기와 비트레이트로 구분할 수 있습니다.' },
    { question: '임베드된 Vimeo 동영상도 다운로드할 수 있나요?', answer: '임베드의 player.vimeo.com 주소를 붙여넣으세요. 일부 임베드는 호스팅하는 사이트에서만 재생되어 다른 곳에서는 가져올 수 없습니다.' },
  ],
};
