# Giải đấu (issue 63): đấu vòng tròn và hệ Thụy Sĩ.
tournament-format-round-robin = vòng tròn một lượt
tournament-format-double-round-robin = vòng tròn hai lượt
tournament-format-swiss = hệ Thụy Sĩ
tournament-created = Giải #{ $id } “{ $name }” đã mở đăng ký: { $kind }, { $format }, { $rounds ->
    [0] mỗi đối thủ một ván
   *[other] { $rounds } ván
}, { $time }, { $rated }, do { $organiser } tổ chức. Tham gia bằng /tournament join { $id }.
tournament-not-found = máy chủ này không có giải #{ $id }
tournament-bad-name = tên giải phải dài từ 1 đến { $max } ký tự
tournament-bad-rounds = { $rounds } không phải là số ván hợp lệ cho giải hệ Thụy Sĩ: hãy chọn từ 1 đến { $max }
tournament-not-open = “{ $name }” không còn nhận đăng ký (giải đã bắt đầu hoặc đã kết thúc)
tournament-already-joined = bạn đã có tên trong “{ $name }”
tournament-full = giải đã đủ người ({ $max } kỳ thủ)
tournament-joined = { $player } đã tham gia “{ $name }” ({ $count } kỳ thủ).
tournament-not-joined = bạn không thi đấu trong “{ $name }”
tournament-left = { $player } đã rút tên khỏi “{ $name }”.
tournament-not-running = “{ $name }” chưa diễn ra: trước khi bắt đầu, hãy dùng leave để rút tên
tournament-withdrew = { $player } đã bỏ giải “{ $name }”; kết quả đã có vẫn được giữ và kỳ thủ này sẽ không được xếp cặp nữa.
tournament-not-organiser = chỉ người tổ chức, { $organiser }, mới bắt đầu được giải này
tournament-too-few = mới có { $count } kỳ thủ tham gia: giải này cần ít nhất { $needed }
tournament-too-many = { $count } kỳ thủ là quá nhiều cho giải vòng tròn: tối đa { $max }
tournament-started = “{ $name }” đã bắt đầu với { $count } kỳ thủ, thi đấu { $rounds } ván.
tournament-round = “{ $name }”, ván { $round }/{ $rounds }:
    { $boards }
tournament-board = bàn { $board }: { $first } – { $second }
tournament-board-decided = bàn { $board }: { $first } – { $second } { $score } (xử thắng do bỏ cuộc)
tournament-bye = { $player } được miễn đấu (1 điểm)
tournament-sits-out = { $player } nghỉ ván này
tournament-result = “{ $name }”, ván { $round }, bàn { $board }: { $first } – { $second } { $score }
tournament-cannot-pair = không thể xếp cặp ván { $round } của “{ $name }”: { $detail }
tournament-standings = Bảng xếp hạng “{ $name }” sau ván { $round }/{ $rounds } (điểm, Buchholz bỏ thấp nhất, Buchholz, Sonneborn–Berger, số ván thắng):
    { $lines }
tournament-standing-line = { $rank }. { $player }: { $points } ({ $cut1 }, { $buchholz }, { $sb }, { $wins })
tournament-finished = “{ $name }” đã kết thúc. Vô địch: { $winners } với { $points } điểm.
    { $standings }
