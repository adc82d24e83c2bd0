# Tin nhắn của qibot, tiếng Việt. Cùng id với tệp tiếng Anh.
# Chữ người chơi gõ (nước đi, ô, tên lệnh, tùy chọn key=value) giữ nguyên tiếng Anh; lời giải thích tiếng Việt nằm trong ngoặc.
# Thuật ngữ cờ và nguồn: docs/i18n-terms.md.

## Quân cờ, bên, hướng

piece-rat = chuột
piece-cat = mèo
piece-dog = chó
piece-wolf = sói
piece-leopard = báo
piece-tiger = hổ
piece-lion = sư tử
piece-elephant = voi
the-rat = con chuột
the-cat = con mèo
the-dog = con chó
the-wolf = con sói
the-leopard = con báo
the-tiger = con hổ
the-lion = con sư tử
the-elephant = con voi
side-red = Đỏ
side-blue = Xanh
side-black = Đen
game-jungle = Cờ thú
game-xiangqi = Cờ tướng
direction-up = lên trên
direction-down = xuống dưới
direction-left = sang trái
direction-right = sang phải

## Vì sao nước đi không hợp lệ (IllegalMove của tầng luật)

illegal-game-over = ván cờ đã kết thúc
illegal-no-piece = không có quân nào ở { $square }
illegal-not-your-piece = { $piece } ở { $square } là quân của { $owner }; bạn chơi bên { $you }
illegal-same-square = nước đi phải đến một ô khác
illegal-diagonal = quân cờ không bao giờ đi chéo: { $piece } đi một ô lên, xuống, sang trái hoặc sang phải
illegal-too-far = { $piece } mỗi lần chỉ đi một ô, lên, xuống, sang trái hoặc sang phải
illegal-not-a-jumper = chỉ sư tử và hổ mới nhảy qua sông được
illegal-tiger-vertical = với luật này, hổ chỉ nhảy qua sông theo chiều dọc
illegal-jump-blocked = một con { $blocker } dưới sông chặn đường nhảy của { $jumper }
illegal-own-den = bạn không thể vào hang của chính mình
illegal-water = chỉ chuột mới xuống nước được
illegal-water-dog = chỉ chuột và chó mới xuống nước được
illegal-own-piece = quân của bạn đã đứng ở { $square }
illegal-from-water = { $piece } không thể từ dưới nước ăn quân trên bờ
illegal-into-water = { $piece } không thể từ trên bờ ăn quân dưới nước
illegal-attacker-trapped = { $piece } đang đứng trên bẫy (cấp 0 ở đó) nên không ăn được quân nào
illegal-elephant-rat = voi không ăn được chuột
illegal-too-weak = { $attacker } ({ $attacker_rank }) không ăn được { $defender } ({ $defender_rank })
illegal-would-repeat = nước này sẽ lặp lại thế cờ lần thứ { $count ->
    [3] ba
    [4] tư
    [5] năm
    [6] sáu
    [7] bảy
    [8] tám
    [9] chín
    [10] mười
   *[other] { $count }
}

## Vì sao không đọc được nước đi (MoveTextError của tầng luật)

move-empty = nước đi đang trống: hãy viết ví dụ `chuột c3 c4`, `chuột c4`, `chuột lên` hoặc `c3c4`
move-too-long = đoạn chữ này quá dài để là một nước đi: hãy viết ví dụ `chuột c3 c4` hoặc `c3c4`
move-unknown-word = tôi không biết từ `{ $word }`: hãy gõ tên quân (chuột, mèo, chó, sói, báo, hổ, sư tử, voi; có dấu hay không dấu đều được, hoặc bằng tiếng Anh), một ô như c3, hoặc lên/xuống/trái/phải (up/down/left/right), ví dụ `chuột c3 c4`, `chuột lên`
move-unknown-word-suggest = tôi không biết từ `{ $word }` (có phải ý bạn là `{ $suggestion }`?): hãy gõ tên quân (chuột, mèo, chó, sói, báo, hổ, sư tử, voi; có dấu hay không dấu đều được, hoặc bằng tiếng Anh), một ô như c3, hoặc lên/xuống/trái/phải (up/down/left/right), ví dụ `chuột c3 c4`, `chuột lên`
move-unreadable = tôi không đọc được `{ $text }` thành một nước đi: hãy viết ví dụ `chuột c3 c4`, `chuột c4`, `chuột lên`, `c3 c4` hoặc `c3c4`
move-no-such-piece = bạn không còn quân { $piece } nào
move-wrong-piece = ở { $square } là quân { $actual }, không phải quân { $named }
move-wrong-piece-empty = không có quân nào ở { $square }; quân { $named } của bạn ở chỗ khác
move-ambiguous = có nhiều quân đi đến { $square } được ({ $pieces }): hãy gọi tên quân, ví dụ `{ $example }`
move-no-move-there = không quân nào của bạn đi đến { $square } được
move-missing-destination = hãy nói { $piece } đi đâu: nó có thể đến { $squares }
move-missing-destination-none = hãy nói { $piece } đi đâu: lúc này nó không có nước đi hợp lệ nào
move-off-board = { $piece } ở { $square } không thể đi { $direction }: đó là mép bàn cờ

## Tùy chọn luật sai

rules-unknown-preset = không có bộ luật `{ $preset }`; các bộ luật là: { $presets }
rules-unknown-option = không có tùy chọn luật `{ $key }`; các tùy chọn là: { $options }
rules-unknown-option-suggest = không có tùy chọn luật `{ $key }` (có phải ý bạn là `{ $suggestion }`?)
rules-bad-value = `{ $value }` không phải giá trị hợp lệ cho `{ $key }`: hãy dùng { $expected }
rules-not-key-value = `{ $text }` không phải một thiết lập luật: hãy viết key=value, ví dụ { $example }
bad-time-control = `{ $text }` không phải cách tính giờ: hãy viết `none` (không tính giờ), giới hạn cho mỗi nước như `90s`, hoặc đồng hồ cả ván tính bằng phút, có thể cộng thêm số giây mỗi nước, như `10m`, `10+5` hoặc `30m+10s`
bad-colour = không có màu `{ $text }`: hãy dùng red (Đỏ), { $second } hoặc random (ngẫu nhiên)
bad-game = không có trò `{ $text }`: hãy dùng jungle (Cờ thú) hoặc xiangqi (Cờ tướng)
colour-word-blue = blue (Xanh)
colour-word-black = black (Đen)
bad-level = không có cấp độ `{ $text }`; các cấp độ là beginner (nhập môn), easy (dễ), medium (trung bình), hard (khó), expert (chuyên gia), master (kiện tướng)

## Người chơi và thiết lập trong tin nhắn

seat-member = { $name }
seat-bot = qibot ({ $level })
level-beginner = nhập môn
level-easy = dễ
level-medium = trung bình
level-hard = khó
level-expert = chuyên gia
level-master = kiện tướng
time-none = không tính giờ
time-per-move = { $seconds } giây mỗi nước
time-clock = { $increment ->
    [0] { $minutes } phút mỗi bên
   *[other] { $minutes } phút mỗi bên + { $increment } giây mỗi nước
}
rated-yes = tính điểm
rated-no = giao hữu
colour-red = quân Đỏ
colour-blue = quân Xanh
colour-black = quân Đen
colour-random = quân màu bốc thăm

## Bắt đầu ván và thách đấu

game-started = Ván #{ $game }: { $red } ({ $red_side }) gặp { $blue } ({ $blue_side }), { $kind }. Luật { $rules }, { $time }, { $rated }. { $first } đi trước.
bot-games-unrated = ván với bot không bao giờ tính điểm; hãy bắt đầu mà không có `rated`
channel-busy-game = ván #{ $game } đang diễn ra trong kênh này: hãy mở một chủ đề cho ván mới, hoặc chờ ván này kết thúc
channel-busy-challenge = một lời thách đấu đang chờ trả lời trong kênh này: hãy mở một chủ đề, hoặc chờ đến khi nó được trả lời hay hết hạn
challenge-self = bạn không thể tự thách đấu chính mình; muốn chơi một mình, hãy chơi với bot
challenge-made = { $challenger } thách đấu { $challenged } một ván { $kind }: luật { $rules }, { $time }, { $rated }; { $challenger } cầm { $colour }. { $challenged }, hãy nhận lời hoặc từ chối trong vòng { $minutes } phút.
no-challenge-here = không có lời thách đấu nào đang chờ trong kênh này
challenge-own = đây là lời thách đấu của chính bạn: chỉ { $challenged } mới nhận lời được (bạn có thể rút lại bằng decline)
challenge-not-yours = chỉ { $challenged } mới trả lời được lời thách đấu này
challenge-gone = lời thách đấu đó không còn hiệu lực
challenge-declined = { $challenged } đã từ chối lời thách đấu của { $challenger }.
challenge-withdrawn = { $challenger } đã rút lại lời thách đấu gửi { $challenged }.
challenge-expired = { $challenger }, lời thách đấu của bạn gửi { $challenged } đã hết hạn mà không có trả lời.
challenge-pending = một lời thách đấu đang chờ trả lời ở đây; ván cờ bắt đầu khi nó được nhận lời

## Khi chơi

no-game-here = không có ván nào đang diễn ra trong kênh này: hãy thách đấu ai đó hoặc chơi với bot
not-a-player = bạn không chơi trong ván này ({ $red } gặp { $blue }); bạn có thể xem
not-your-turn = chưa đến lượt bạn: đang đến lượt { $player } đi
limit-games-member = { $player } đang chơi { $count } ván, mức tối đa một thành viên được chơi cùng lúc; hãy thử lại khi một ván kết thúc.
limit-games-server = máy chủ này đã có { $count } ván đang diễn ra, mức tối đa cùng lúc; hãy thử lại khi một ván kết thúc.
limit-challenges-member = bạn đã có { $count } lời thách đấu đang mở, mức tối đa cho một thành viên; hãy thử lại khi một lời được trả lời hoặc hết hạn.
limit-challenges-server = máy chủ này đã có { $count } lời thách đấu đang mở, mức tối đa; hãy thử lại khi một lời được trả lời hoặc hết hạn.
limit-rate-play = mỗi phút bạn chỉ được bắt đầu { $count } ván với bot; hãy thử lại sau { $secs } giây.
limit-rate-hint = mỗi phút bạn chỉ được xin { $count } gợi ý; hãy thử lại sau { $secs } giây.
replay-too-big = { $text } (Không kèm bản phát lại: nó nặng { $size } MB, vượt quá { $max } MB được phép đăng.)
bot-busy = bot đang bận với các ván khác nên chưa có gì thay đổi; hãy thử lại sau một phút
bot-thinking = bot đang suy nghĩ; hãy chờ nước đi của nó
move-refused = Không đi được nước đó: { $reason }.
move-played = { $number }. { $player } ({ $side }): { $move }
status-to-move = Ván #{ $game }, nước { $number }: đến lượt { $player } ({ $side }) đi.{ $clock }{ $offer }
status-won = { $winner } thắng: { $reason }.
status-drawn = Hòa: { $reason }.
clock-both = { " " }Đồng hồ: { $red_side } { $red }, { $blue_side } { $blue }.
clock-move = { " " }Còn { $left } cho nước này.
clock-none = {""}
offer-draw = { " " }{ $player } cầu hòa.
offer-takeback = { " " }{ $player } xin đi lại một nước.
offer-none = {""}
resign-done = { $player } đã xin thua.

## Hòa, đi lại, gợi ý

bot-declines-draw = Bot không nhận hòa; hãy đánh tiếp hoặc xin thua.
draw-already-offered = bạn đã cầu hòa rồi; lời cầu hòa còn hiệu lực đến khi đối thủ đi
draw-offered = { $player } cầu hòa. { $opponent }, gõ draw để đồng ý hoặc decline để từ chối; lời cầu hòa hết hiệu lực sau nước đi tiếp theo của bạn.
no-draw-offer = không có lời cầu hòa nào để từ chối
draw-declined = { $player } đã từ chối hòa.
takeback-nothing = bạn không có nước nào để đi lại
takeback-done-bot = Đã đi lại (lùi { $plies } lượt). Đến lượt bạn.
takeback-accepted = { $player } đã đồng ý: nước đi được rút lại.
takeback-already-asked = bạn đã xin đi lại rồi; hãy chờ câu trả lời
takeback-asked = { $player } xin đi lại nước vừa rồi. { $opponent }, gõ takeback để đồng ý hoặc decline để từ chối.
no-takeback-asked = không ai xin đi lại
takeback-declined = { $player } đã không cho đi lại.
hint = Gợi ý: { $move } ({ $canonical })
hint-none = tôi không có nước nào để gợi ý ở đây
hint-rated = không được dùng gợi ý trong ván tính điểm
hint-not-allowed = máy chủ này không cho dùng gợi ý trong ván giữa các thành viên
hint-not-your-turn = gợi ý dành cho người đang đến lượt đi; hãy chờ đến lượt bạn

## Kết thúc ván

game-over-win = Ván #{ $game } đã kết thúc: { $winner } ({ $side }) thắng { $loser }, { $reason }. Kết quả { $score }. Đấu lại?
game-over-draw = Ván #{ $game } đã kết thúc: hòa, { $reason }. Kết quả { $score }. Đấu lại?
reason-den = vào được hang đối phương
reason-no-pieces = ăn hết quân đối phương
reason-no-moves = đối phương hết nước đi
reason-resignation = đối phương xin thua
reason-time = đối phương hết giờ
reason-abandoned = đối phương bỏ ván (không đi kịp giờ)
reason-repetition = lặp lại thế cờ
reason-no-capture-limit = chạm giới hạn số lượt không ăn quân
reason-agreement = hai bên thỏa thuận
reason-checkmate = chiếu bí
reason-stalemate = đối phương hết nước đi (trong Cờ tướng, hết nước đi là thua)
reason-perpetual-check = đối phương chiếu mãi
reason-perpetual-chase = đối phương đuổi bắt mãi một quân không căn
reason-move-limit = chạm giới hạn số nước (ván dài nhất được phép ở đây)
reason-unknown = vẫn đang diễn ra
reason-aborted = bị người điều hành hủy
reason-unseen = qibot không còn được đăng tin trong kênh của mình
status-no-result = Không có kết quả: { $reason }.
game-over-no-result = Ván #{ $game } đã kết thúc mà không có kết quả: { $reason }. Không tính điểm.
rating-changes = Điểm xếp hạng: { $red }; { $blue }.
rating-change = { $player } { $before } → { $after } ({ $delta })
rematch-not-over = ván đó chưa kết thúc: chỉ xin đấu lại được sau khi ván đã kết thúc (hãy chơi xong, hoặc xin thua)
rematch-not-player = chỉ người chơi của ván đó mới được đề nghị đấu lại

## Danh sách, hồ sơ, lịch sử, xuất ván

games-none = Không có ván nào đang diễn ra trên máy chủ này.
games-list = { $count } ván đang diễn ra:
    { $games }
games-line = #{ $game } { $red } – { $blue }, nước { $number }, trong { $channel } ({ $kind })
games-quarantined = { $count } ván đã bị để riêng vì không đọc được bản lưu (chỉ người quản lý máy chủ thấy thông báo này):
    { $games }
games-quarantined-line = #{ $game } trong { $channel }: { $why }
rules-option = { $name }: { $value } (`{ $key }={ $raw }`)
option-raw = { $text }
rules-described = { $preset }{ $changes }
preset-standard = tiêu chuẩn
preset-traditional = truyền thống
preset-vertical-tiger = hổ nhảy dọc
preset-fivefold = lặp năm lần
preset-engine = máy
preset-asian = châu Á
preset-casual = giao hữu
option-tiger_jump = hổ nhảy sông
option-rat_captures_elephant_from_water = chuột ăn voi từ dưới nước
option-dog_swims = chó biết bơi
option-universal_traps = mọi bẫy hạ cấp mọi quân
option-trapped_piece_can_capture = quân trong bẫy vẫn ăn được
option-jump_blocked_by = cú nhảy bị chặn bởi
option-repetition_draw = số lần lặp thì kết thúc ván
option-no_capture_draw_plies = số lượt không ăn quân thì hòa
option-first = bên đi trước
option-repetition = thế cờ lặp lại
option-repetition_count = số lần lặp thì kết thúc ván
option-value-true = có
option-value-false = không
option-value-both = cả hai chiều
option-value-vertical = chỉ theo chiều dọc
option-value-any = bất kỳ quân nào dưới nước
option-value-enemy = chỉ quân đối phương dưới nước
option-value-red = Đỏ
option-value-blue = Xanh
option-value-draw = hòa
option-value-forbid = bị cấm với bên gây lặp
option-value-asian = luật châu Á (chiếu mãi và đuổi bắt mãi bị xử thua)
option-value-off = tắt
rules-text = Luật: { $rules }; thời gian: { $time }.
    { $summary }
    Các tùy chọn đang áp dụng:
    { $options }
leaderboard-empty = Chưa ai chơi ván { $kind } tính điểm nào trên máy chủ này.
leaderboard = Bảng xếp hạng { $kind }:
    { $lines }
leaderboard-line = { $rank }. { $name }: { $rating } ({ $games } ván)
profile = { $name }, { $kind }: điểm { $rating } (± { $deviation }), { $games } ván tính điểm: thắng { $wins }, hòa { $draws }, thua { $losses }.
profile-none = { $name } chưa chơi ván { $kind } tính điểm nào trên máy chủ này.
history = Các ván gần đây của { $name }:
    { $lines }
history-none = { $name } chưa có ván nào đã kết thúc trên máy chủ này.
history-line = #{ $game } { $red } – { $blue } { $score } ({ $reason }, { $plies } lượt)
history-unreadable = { $count } ván ({ $games }) không đọc được nên bị bỏ qua
export = Ván #{ $game } dạng văn bản:
    { $text }
export-unknown = không có ván #{ $game } trên máy chủ này
export-broken = không xuất được ván #{ $game }: { $detail }
game-unreadable = không đọc được ván #{ $game } ({ $detail }); bản ghi của nó được giữ nguyên, các ván khác của bạn không bị ảnh hưởng

## Thiết lập và việc khác

language-set = Tôi sẽ nói tiếng Việt trên máy chủ này.
default-game-set = Các ván mới trên máy chủ này sẽ là { $game }, trừ khi người chơi chọn trò khác.
language-unknown = tôi không nói được `{ $text }`; tôi nói tiếng Anh (en), tiếng Pháp (fr), tiếng Trung giản thể (zh-CN), tiếng Trung phồn thể (zh-TW) và tiếng Việt (vi)
style-set = Bàn cờ của bạn giờ hiển thị quân cờ dạng { $style }; bàn cờ tiếp theo sẽ được vẽ như vậy.
style-current = Kiểu quân cờ của bạn: { $style }. Chọn bằng `style characters`, `style letters` hoặc `style pictograms` (trên Discord là `/style`).
style-default = kiểu riêng của từng trò (chữ Hán cho Cờ tướng, hình con vật cho Cờ thú)
style-unknown = Không có kiểu quân cờ `{ $text }`; hãy chọn characters (chữ Hán), letters (chữ cái) hoặc pictograms (hình vẽ)
style-characters = chữ Hán
style-letters = chữ cái (Cờ thú R C D W P T L E, Cờ tướng G A E H R C S; bàn cờ dạng chữ cũng hiện các chữ này)
style-pictograms = hình vẽ (ký hiệu vẽ sẵn; bàn cờ dạng chữ hiện chữ cái)
casual-hints-on = Giờ đã cho phép gợi ý trong ván giao hữu giữa các thành viên.
casual-hints-off = Giờ đã cấm gợi ý trong ván giữa các thành viên.
store-failed = Tôi không lưu được, nên chưa có gì thay đổi; hãy thử lại. ({ $detail })
game-changed = Ván này vừa bị thay đổi (một tiến trình khác của bot đã đi trong ván), nên chưa có gì thay đổi; hãy xem bàn cờ rồi thử lại.
game-gone = Ván hoặc lời thách đấu đó không còn nữa; chưa có gì thay đổi.
position-changed = Thế cờ đã thay đổi kể từ khi trang này được tải, nên chưa có nước nào được đi; hãy tải lại trang rồi thử lại.
submit-elsewhere = Việc đó chỉ làm được ở nơi ván cờ được tổ chức (trên Discord); chưa có gì thay đổi.
button-unknown = tôi không biết nút đó
button-stale = nút đó thuộc về một ván hoặc lời thách đấu đã kết thúc
help = Lệnh: một nước đi (Cờ thú ví dụ `chuột c3 c4`, `chuột lên`, `c3c4`; Cờ tướng ví dụ `h2e2`, `C2.5`, `pháo e2`, `炮二平五`), resign (xin thua), draw (cầu hòa), takeback (đi lại), accept hoặc decline (nhận hoặc từ chối một đề nghị), hint (gợi ý), board (bàn cờ), rules (luật), games (các ván), leaderboard (bảng xếp hạng), profile (hồ sơ), export <số ván> (xuất ván), style (kiểu quân: `style letters`), language (ngôn ngữ của tin trả lời cho bạn: `language vi`).

## Lượt đi, lời nhắc, trả lời đề nghị bằng chữ, người điều hành (issue 14)

reminder-clock = { $player }, đến lượt bạn đi trong ván #{ $game }: đồng hồ của bạn còn { $left }.
reminder-abandon = { $player }, đến lượt bạn đi trong ván #{ $game }: nếu không đi trong { $left } nữa, bạn sẽ bị xử thua vì bỏ ván.
notify-on = Bạn sẽ được nhắc tên khi một ván đến lượt bạn đi.
notify-off = Bạn sẽ không còn được nhắc tên khi một ván đến lượt bạn đi (lời nhắc vẫn hiện trong kênh).
member-language-set = Ngôn ngữ của các tin trả lời chỉ bạn thấy: { $language }, trên mọi máy chủ; những gì cả kênh thấy vẫn theo ngôn ngữ của máy chủ.
member-language-cleared = Các tin trả lời chỉ bạn thấy lại theo ngôn ngữ Discord của bạn (nếu không có thì theo ngôn ngữ của máy chủ).
member-language-current = Ngôn ngữ của các tin trả lời chỉ bạn thấy: { $language } (do bạn chọn). Đổi bằng `/ngôn-ngữ-của-tôi` (gõ `language en`, hoặc `language auto` để lại theo Discord).
member-language-none = Bạn chưa chọn ngôn ngữ: các tin trả lời chỉ bạn thấy theo ngôn ngữ Discord của bạn, nếu không có thì theo ngôn ngữ của máy chủ. Chọn bằng `/ngôn-ngữ-của-tôi` (gõ `language vi`, `language en`…).
abort-forbidden = chỉ người điều hành (có quyền Quản Lý Tin Nhắn, hoặc có vai trò điều hành của máy chủ) mới được hủy ván
challenge-aborted = { $moderator } đã rút lại lời thách đấu của { $challenger } gửi { $challenged }.
no-offer-to-answer = đối thủ không có lời cầu hòa hay xin đi lại nào để bạn trả lời
# Những chữ người chơi có thể gõ riêng để trả lời một đề nghị (nhiều chữ cách nhau bằng |), có dấu và không dấu.
typed-accept = đồng ý|chấp nhận|dong y|chap nhan
typed-decline = từ chối|tu choi

## Nút

button-resign = Xin thua
button-draw = Cầu hòa
button-takeback = Xin đi lại
button-hint = Gợi ý
button-accept = Nhận lời
button-decline = Từ chối
button-accept-draw = Đồng ý hòa
button-decline-draw = Không hòa
button-accept-takeback = Cho đi lại
button-decline-takeback = Không cho đi lại
button-rematch = Đấu lại
button-export = Xuất ván

## Bảng điều khiển (console)

console-resumed = Tiếp tục ván #{ $game } ({ $kind }) từ { $db }.
console-started = Ván mới #{ $game } đã được lưu trong { $db }. Gõ một nước đi (ví dụ { $examples }) hoặc resign (xin thua), draw (cầu hòa), takeback (đi lại), hint (gợi ý), board (bàn cờ), review (phân tích ván vừa kết thúc), learn (bài học cho người mới), help (mọi lệnh có thể gõ); khi hết dữ liệu nhập, ván được giữ lại để chơi tiếp sau.
console-png = Hình bàn cờ: { $path }
console-cannot-write = Không ghi được { $path } ({ $detail }): hãy kiểm tra rằng thư mục đưa cho `--out` cho phép ghi.
console-record = Biên bản ván (văn bản): { $path }
console-gif = Phát lại: { $path }
console-captures = Hình bảng ăn quân: { $path }
console-review = Hình phân tích: { $path }
console-review-no-out = Để nhận hình phân tích dạng PNG, hãy chạy `qibot play` với `--out THƯ_MỤC`.
console-help = Những gì bạn có thể gõ ở đây: một nước đi (ví dụ { $examples }), resign (xin thua), draw (cầu hòa), takeback (đi lại), hint (gợi ý một nước), board (bàn cờ), rules (luật), games (ván đang chơi), leaderboard (bảng xếp hạng), profile (hồ sơ), history (các ván đã kết thúc của bạn), review (phân tích ván vừa kết thúc; `review 3` cho ván #3), export (xuất ván dạng văn bản; `export 3` cho ván #3), puzzle (một câu đố của trò này; `puzzle server` cho câu đố lấy từ các ván của bạn), learn (bài học cho người mới; `learn 3` cho bài 3, `learn next` cho bước tiếp theo), style (kiểu quân: `style letters`), language (ngôn ngữ của bảng điều khiển: `language en`), rematch (sau một ván), help (trợ giúp), quit (thoát; ván được lưu).
console-help-one-keyboard = Khi hai người chung một bàn phím, người đến lượt đi sẽ gõ; lời đề nghị do người kia trả lời, như lời đề nghị nói: accept (hoặc gõ lại draw, takeback) hoặc decline.
console-flags-ignored = Các tùy chọn trên dòng lệnh dành cho một ván mới, và chưa có ván mới nào được bắt đầu: ván { $kind } còn dở được chơi tiếp trước. Hãy chơi xong ván đó (hoặc gõ `resign` để chịu thua), rồi chạy lại `qibot play` với các tùy chọn đó.
console-game-not-started = Chưa có ván { $asked } mới nào được bắt đầu: ván { $kind } còn dở được chơi tiếp trước (các tùy chọn trên dòng lệnh dành cho một ván mới). Hãy chơi xong ván đó (hoặc gõ `resign` để chịu thua), rồi chạy lại `qibot play` với các tùy chọn đó.
console-paused = Hết dữ liệu nhập; ván đã được lưu và sẽ tiếp tục với cùng cơ sở dữ liệu.
console-quit = Tạm biệt: ván đã được lưu và sẽ tiếp tục với cùng cơ sở dữ liệu.
console-bye = Tạm biệt.
console-rematch = Gõ `rematch` để chơi ván tiếp theo, đổi màu quân; `review`, `export`, `history` và `puzzle` cũng được trả lời; một nước đi, `quit` hoặc hết dữ liệu nhập thì thoát.
console-not-utf8 = Dòng đó không phải văn bản UTF-8 nên chưa đi nước nào: hãy gõ lại bằng văn bản thuần (ví dụ { $examples }).
console-player-name = người chơi
console-guest-name = khách
# Lời của bảng điều khiển ở những chỗ lời của hub nói về máy chủ và kênh Discord: bảng điều
# khiển là của một người chơi, các ván không tính điểm.
console-no-game-here = không có ván nào đang chơi trong bảng điều khiển này: gõ `rematch` để chơi ván tiếp theo, hoặc `quit`
console-hint-not-allowed = ở đây không cho gợi ý trong ván giữa hai người chơi (`casual_hints` trong config.toml)
console-games-none = Không có ván nào đang chơi trong bảng điều khiển này.
console-games-line = #{ $game } { $red } – { $blue }, nước { $number } ({ $kind })
console-leaderboard-empty = Chưa ai chơi ván { $kind } tính điểm ở đây: các ván trong bảng điều khiển không tính điểm (`history` liệt kê chúng).
console-profile-none = { $name } chưa chơi ván { $kind } tính điểm ở đây: các ván trong bảng điều khiển không tính điểm (`history` liệt kê chúng).
console-history-none = { $name } chưa có ván nào đã kết thúc trong bảng điều khiển này.
console-export-unknown = không có ván #{ $game } trong cơ sở dữ liệu của bảng điều khiển này
console-review-busy = máy đang phân tích một ván khác: hãy hỏi lại sau một phút
console-review-no-game = bạn chưa có ván nào đã kết thúc để phân tích; hãy ghi số ván, ví dụ `review 12`
console-puzzle-server-none = Các ván của bạn chưa có câu đố { $game } nào: câu đố được tìm trong các ván đã kết thúc trong bảng điều khiển này (ít nhất { $plies } nửa nước), nơi bot tìm thế thắng. Hãy chơi thêm vài ván rồi hỏi lại, hoặc gõ `puzzle` để lấy một câu đố có sẵn.
# Tên một ngôn ngữ ở giữa câu (chữ "tiếng" viết thường).
language-name = { $tag ->
    [fr] tiếng Pháp
    [vi] tiếng Việt
    [zh-Hans] tiếng Trung giản thể
    [zh-Hant] tiếng Trung phồn thể
   *[en] tiếng Anh
}
console-language-set = Bảng điều khiển này giờ nói { $language } trong mọi tin trả lời, cả lần sau (`language auto` để trở về ngôn ngữ mặc định).
console-language-cleared = Bảng điều khiển này lại nói ngôn ngữ mặc định (`--lang`, nếu không thì config.toml, nếu không thì $LANG).
console-language-current = Bảng điều khiển này nói { $language } (do bạn chọn). Đổi bằng `language en`, `language fr`, … (`language auto`: ngôn ngữ mặc định).
console-language-none = Bảng điều khiển này nói ngôn ngữ mặc định (`--lang`, nếu không thì config.toml, nếu không thì $LANG). Chọn một ngôn ngữ bằng `language en`, `language fr`, …
console-legend-jungle = Chú thích: # bẫy, * hang, ~ nước; chữ hoa là quân của Đỏ, chữ thường là quân của Xanh (r chuột, c mèo, d chó, w sói, p báo, t hổ, l sư tử, e voi).
console-legend-xiangqi = Chú thích: . giao điểm trống; chữ hoa là quân của Đỏ, chữ thường là quân của Đen (k Tướng, a Sĩ, b Tượng, n Mã, r Xe, c Pháo, p Tốt; với `style letters`: g Tướng, a Sĩ, e Tượng, h Mã, r Xe, c Pháo, s Tốt).
board-trap = bẫy
board-den = hang

## Giao diện Discord
discord-thread = Ván này diễn ra trong { $thread }.
discord-language-forbidden = chỉ thành viên có quyền quản lý máy chủ mới đổi được thiết lập của máy chủ (ngôn ngữ, trò mặc định)
discord-missing-permissions = qibot không thể tổ chức ván ở đây: nó thiếu các quyền sau trong kênh này: { $missing }. Hãy nhờ người quản lý máy chủ cấp quyền (Chỉnh Sửa Kênh > Quyền), hoặc chơi ở kênh khác.
perm-send-messages = Gửi Tin Nhắn
perm-attach-files = Đính Kèm Tập Tin
perm-embed-links = Nhúng Liên Kết
perm-create-public-threads = Tạo Chủ Đề Công Khai
perm-send-messages-in-threads = Gửi Tin Nhắn Trong Chủ Đề
discord-dm-refused = các ván được chơi trong kênh của máy chủ, nơi cả hai người chơi đều thấy bàn cờ: hãy dùng /challenge hoặc /play trong một kênh của máy chủ có qibot
discord-challenge-bot = bạn không thể thách đấu một bot: để chơi với qibot, hãy dùng /play
discord-unseen = { $text } (kênh của ván: { $channel })

## Các trò chơi

rules-summary-jungle = Cờ thú: mỗi nước đi một ô lên, xuống, sang trái hoặc sang phải; ăn được quân cùng cấp hoặc thấp hơn (từ thấp nhất, cấp 1, đến cao nhất, cấp 8: chuột, mèo, chó, sói, báo, hổ, sư tử, voi; riêng chuột ăn được voi{ $rat_water ->
    [yes] , kể cả từ dưới nước
   *[no] { "" }
}); { $tiger ->
    [vertical] sư tử nhảy qua sông, hổ chỉ nhảy theo chiều dọc
   *[both] sư tử và hổ nhảy qua sông
}{ $blocked ->
    [enemy] , và chỉ quân đối phương dưới nước mới chặn được cú nhảy
   *[any] { "" }
}; { $dog ->
    [yes] chuột và chó biết bơi
   *[no] chỉ chuột biết bơi
}; { $traps ->
    [yes] quân đứng trên bất kỳ bẫy nào có cấp 0
   *[no] quân đứng trên bẫy của đối phương có cấp 0
}{ $trapped ->
    [yes] {" "}khi bị ăn, nhưng vẫn ăn quân với đủ cấp của mình
   *[no] { "" }
}; vào được hang đối phương là thắng. { $first } đi trước. { $repetition ->
    [forbid] Nước đi làm một thế cờ xuất hiện { $count } lần bị từ chối (không xử hòa do lặp; bên chỉ còn những nước như vậy thì thua).
    [off] Lặp lại thế cờ không kết thúc ván.
   *[draw] Một thế cờ xuất hiện { $count } lần thì hòa.
} { $plies ->
    [0] Không giới hạn số lượt không ăn quân.
   *[other] { $plies } lượt đi liên tiếp không ăn quân thì hòa.
}
# Bảng ăn quân ("quân nào ăn được quân nào") dưới /rules của Cờ thú.
captures-title = Quân nào ăn quân nào
captures-rules = Luật: { $rules }
captures-axes = hàng: quân tấn công; cột: quân bị tấn công
captures-mark-captures = ăn được
captures-mark-not-from-water = ăn trên bờ, không ăn từ dưới nước
captures-mark-from-water-only = chỉ ăn được từ dưới nước
captures-mark-own-trap-only = chỉ ăn được quân đứng trên bẫy của phe mình
captures-mark-never = không ăn được
captures-trapped = { $captures ->
    [yes] Quân đứng trên bẫy đối phương vẫn ăn với đủ cấp của mình, và quân nào cũng ăn được nó.
   *[no] Quân đứng trên bẫy đối phương không ăn được gì, và quân nào cũng ăn được nó.
}
rules-summary-xiangqi = Cờ tướng: chiếu bí Tướng đối phương để thắng; hết nước đi (không còn nước hợp lệ nào) cũng bị thua; hai Tướng không bao giờ được đối mặt nhau trên một cột không có quân chắn. Cách đi của các quân: Tướng đi một bước lên, xuống, sang trái hoặc sang phải và không bao giờ ra khỏi cung (chín điểm có hai đường chéo); Sĩ đi chéo một bước, cũng chỉ trong cung; Tượng đi chéo đúng hai bước, không được qua sông, và không đi được khi có quân đứng ở điểm giữa (mắt tượng); Mã đi thẳng một bước rồi chéo một bước ra phía ngoài, và không đi được về hướng đó khi có quân đứng ngay cạnh nó theo hướng đi thẳng (cản chân mã); Xe đi thẳng theo cột hoặc theo hàng, bao nhiêu bước cũng được; Pháo đi như Xe nhưng chỉ ăn quân khi nhảy qua đúng một quân (ngòi); Tốt đi thẳng lên một bước, sau khi qua sông thì được đi ngang một bước, không bao giờ đi lùi. { $repetition ->
    [asian] Một thế cờ xuất hiện { $count } lần: bên chiếu tướng ở mọi nước trong chu kỳ bị thua (chiếu mãi; cả hai bên cùng chiếu: hòa); nếu không, bên tấn công cùng một quân không căn (không được quân nào bảo vệ) ở mọi nước trong chu kỳ mà không chiếu tướng bị thua (đuổi bắt mãi; nếu quân đuổi là Tướng hoặc Tốt chưa qua sông, hoặc cả hai bên cùng đuổi: hòa); còn lại thì hòa.
   *[draw] Một thế cờ xuất hiện { $count } lần thì hòa.
} { $plies ->
    [0] Không giới hạn số lượt không ăn quân.
   *[other] { $plies } lượt đi liên tiếp không ăn quân thì hòa.
} Bộ luật: standard (tiêu chuẩn), asian (châu Á: bên chiếu mãi, hoặc đuổi bắt mãi một quân không căn, suốt chu kỳ lặp thì thua), casual (giao hữu: lặp 5 lần thì hòa, không giới hạn lượt không ăn quân). Nước đi: ICCS `h2e2`, WXF `C2.5`, `pháo e2`, ký hiệu chữ Hán `炮二平五`.
console-examples-jungle = `chuột lên`, `c3c4`
console-examples-xiangqi = `P2-5`, `X1.1`, `h2e2`, `炮二平五`
illegal-other-game = nước đi đó thuộc về trò khác

## Quân Cờ tướng

xq-piece-general = Tướng
xq-piece-advisor = Sĩ
xq-piece-elephant = Tượng
xq-piece-horse = Mã
xq-piece-chariot = Xe
xq-piece-cannon = Pháo
xq-piece-soldier = Tốt
xq-the-general = Tướng
xq-the-advisor = Sĩ
xq-the-elephant = Tượng
xq-the-horse = Mã
xq-the-chariot = Xe
xq-the-cannon = Pháo
xq-the-soldier = Tốt

## Vì sao nước Cờ tướng không hợp lệ

xq-illegal-leaves-palace = { $piece } không được ra khỏi cung
xq-illegal-general-step = Tướng mỗi nước đi một bước lên, xuống, sang trái hoặc sang phải
xq-illegal-advisor-step = Sĩ mỗi nước đi chéo một bước
xq-illegal-elephant-step = Tượng đi chéo đúng hai bước
xq-illegal-elephant-river = Tượng không được qua sông
xq-illegal-elephant-blocked = Tượng bị quân ở { $square } cản đường
xq-illegal-horse-step = Mã đi thẳng một bước rồi chéo một bước ra phía ngoài
xq-illegal-horse-blocked = Mã bị quân ở { $square } cản chân
xq-illegal-not-straight = { $piece } đi theo hàng ngang hoặc cột dọc
xq-illegal-path-blocked = { $piece } bị quân ở { $square } chặn đường
xq-illegal-cannon-screen = Pháo chỉ ăn quân khi nhảy qua đúng một quân (ngòi)
xq-illegal-cannon-screens = Pháo ăn quân khi nhảy qua đúng một quân, nhưng ở giữa có { $count } quân
xq-illegal-soldier-backward = Tốt không bao giờ đi lùi
xq-illegal-soldier-sideways = Tốt chỉ được đi ngang sau khi qua sông
xq-illegal-soldier-step = Tốt mỗi nước chỉ đi một bước
xq-illegal-generals-face = hai Tướng sẽ đối mặt nhau
xq-illegal-still-in-check = Tướng của bạn đang bị chiếu và nước này không giải được chiếu
xq-illegal-leaves-in-check = nước này để Tướng của bạn bị chiếu

## Vì sao không đọc được nước Cờ tướng

xq-move-empty = nước đi đang trống: hãy viết ví dụ `h2e2`, `pháo h2 e2`, `C2.5` hoặc `炮二平五`
xq-move-too-long = đoạn chữ này quá dài để là một nước đi: hãy viết ví dụ `h2e2`, `C2.5` hoặc `炮二平五`
xq-move-unknown-word = tôi không biết từ `{ $word }`: hãy gõ tên quân (Tướng, Sĩ, Tượng, Mã, Xe, Pháo, Tốt/Binh; có dấu hay không dấu đều được, hoặc bằng tiếng Anh) và các điểm như `pháo h2 e2`, hoặc viết kiểu Việt Nam như P2-5
xq-move-unknown-word-suggest = tôi không biết từ `{ $word }` (có phải ý bạn là `{ $suggestion }`?): hãy gõ tên quân (Tướng, Sĩ, Tượng, Mã, Xe, Pháo, Tốt/Binh; có dấu hay không dấu đều được, hoặc bằng tiếng Anh) và các điểm như `pháo h2 e2`, hoặc viết kiểu Việt Nam như P2-5
xq-move-bad-wxf = tôi không đọc được `{ $text }` theo kiểu WXF: hãy viết chữ cái của quân (K A E H R C P), cột của nó từ 1 đến 9 tính từ bên phải bạn, + (tiến), - (lùi) hoặc . (đi ngang), rồi số bước đi hoặc cột đến, ví dụ C2.5 hoặc H8+7; hai quân trên một cột: +C.5 (quân trước) hoặc -C.5 (quân sau)
xq-move-bad-chinese = tôi không đọc được `{ $text }` theo ký hiệu chữ Hán: hãy viết quân, cột của nó, 進/进 (tiến), 退 (thoái) hoặc 平 (bình), rồi số bước đi hoặc cột đến, ví dụ 炮二平五 hoặc 馬8進7; hai quân trên một cột: 前炮平四, 後炮平四
xq-move-unreadable = tôi không đọc được `{ $text }` thành một nước đi: hãy viết ví dụ `h2e2`, `pháo h2 e2`, `pháo e2`, `C2.5` hoặc `炮二平五`
xq-move-no-piece-on-file = bạn không có { $piece } ở cột { $file } (cột được đánh số 1-9 tính từ bên phải bạn)
xq-move-not-in-tandem = bạn không có hai quân { $piece } trên cùng một cột, nên trước và sau không có nghĩa: hãy ghi cột thay vào đó
xq-move-tandem-file-needed = Tốt của bạn xếp hàng dọc trên nhiều hơn một cột: hãy thêm cột sau chữ cái, ví dụ +P7+1
xq-move-no-such-tandem = bạn chỉ có { $count } quân { $piece } trên cột đó
xq-move-tandem-needed = có nhiều hơn một quân { $piece } của bạn ở cột { $file } đi được như vậy: hãy chỉ rõ quân nào bằng + (trước) hoặc - (sau) đặt trước chữ cái, ví dụ +{ $letter }
xq-move-no-sideways = { $piece } không bao giờ đi ngang thẳng: hãy dùng + (tiến) hoặc - (lùi) với cột đến
xq-move-same-file = nước đi ngang phải ghi một cột khác cột quân đang đứng
xq-move-zero-steps = nước tiến hoặc lùi cần số bước từ 1 đến 9
xq-move-wrong-file = { $piece } ở cột { $from } không thể đến cột { $to }
xq-move-off-board = nước đó sẽ đưa { $piece } ra ngoài bàn cờ
xq-move-wrong-piece-empty = không có quân nào của bạn ở { $square }
xq-move-ambiguous = có nhiều quân đi đến { $square } được (từ { $froms }): hãy ghi cả điểm xuất phát, ví dụ `{ $example }`
xq-move-no-kind-there = không có quân { $piece } nào của bạn đến được { $square }

## Phân tích ván (nhận định của engine về một ván đã kết thúc, vẽ thành hình)
review-title = Phân tích ván: { $red } gặp { $other }
review-title-result = Phân tích ván: { $red } gặp { $other } · { $result }
review-accuracy = Độ chính xác { $percent }%
review-class-best = Hay nhất
review-class-good = Hay
review-class-inaccuracy = Thiếu chính xác
review-class-mistake = Sai lầm
review-class-blunder = Sai lầm lớn
review-swing = Bước ngoặt lớn nhất: nước { $number }
review-moment = { $number }. { $side }: { $played }
review-better = Nên đi: { $better }
review-better-win = Nên đi: { $better } ({ $win })
review-den-in = vào hang sau { $moves } nước
review-mate-in = chiếu bí sau { $moves } nước
review-legend-played = nước đã đi
review-legend-better = nước nên đi
review-no-mistakes = Không có nước thiếu chính xác hay sai lầm nào.
review-ready = Engine đã phân tích ván #{ $game }: { $red } chính xác { $red_accuracy }%, { $other } { $other_accuracy }%.
review-in-progress = ván #{ $game } vẫn đang diễn ra: chỉ phân tích được khi nó kết thúc
review-busy = engine đang phân tích một ván khác trên máy chủ này: hãy hỏi lại sau một phút
review-no-game = bạn không có ván nào đã kết thúc trên máy chủ này để phân tích; hãy ghi số ván, ví dụ `/review 12`
review-failed = không phân tích được ván #{ $game }: { $detail }
button-review = Phân tích
# Các menu dưới bàn cờ, để chọn nước đi mà không cần gõ.
menu-piece = Chọn quân để đi
menu-move = Đi quân ở { $square } đến…
menu-no-moves = không quân nào của bạn ở { $square } đi được: hãy chọn quân khác trong menu
# Các trang web của ván cờ (qibot web).
web-title = Ván { $kind } #{ $game }: { $red } – { $blue }
web-rated = Tính điểm, { $time }
web-casual = Không tính điểm, { $time }
web-board-ply = Nước { $number }, { $side } đi (nửa nước { $ply } trên { $plies })
web-board-alt = Bàn cờ sau nửa nước { $ply }
web-moves = Các nước đi
web-no-moves = Chưa có nước đi nào.
web-first = Đầu
web-prev = Trước
web-next = Sau
web-last = Cuối
web-flip = Lật bàn cờ
web-download = Tải về:
web-download-record = biên bản ván cờ
web-download-gif = bản phát lại (GIF)
web-review = Đánh giá (phân tích của máy): bấm để xem nửa nước đó
web-live = Trực tiếp
web-offline = Đang kết nối lại…
web-rating = hệ số { $rating }
web-unrated = chưa có hệ số
web-bot = bot
web-not-found = Không có gì ở đây.
web-keys = Phím mũi tên: nửa nước trước và sau; Home và End: đầu và cuối.
web-game-active = #{ $game } { $kind }: { $red } – { $blue }, nước { $number }
web-leaderboard = Bảng xếp hạng { $kind }
web-outcome-won = thắng
web-outcome-lost = thua
web-outcome-drawn = hòa
web-outcome-none = không có kết quả
web-server-title = Các ván của máy chủ này
web-active = Đang chơi
web-no-active = Không có ván nào đang chơi.
web-finished = Các ván đã kết thúc
web-no-finished = Chưa có ván nào kết thúc.
web-col-rank = #
web-col-player = Người chơi
web-col-rating = Hệ số
web-col-games = Số ván
web-col-record = Thắng–hòa–thua
web-newer = Mới hơn
web-older = Cũ hơn
web-profile-title = { $name } trên máy chủ này
web-ratings = Hệ số
web-rating-history = Diễn biến hệ số: { $kind }
web-games = Các ván
web-style = Quân cờ:
web-style-characters = chữ Hán
web-style-letters = chữ cái
web-style-pictograms = hình vẽ
web-play-controls = Nước đi của bạn
web-play-you = Bạn cầm quân { $side } ({ $name }).
web-play-your-turn = Đến lượt bạn: bấm vào một quân, rồi vào ô nó đi tới — hoặc gõ nước đi.
web-play-wait = Đến lượt đối thủ đi.
web-play-pick = Bấm vào một ô được đánh dấu cho quân này, hoặc vào một quân khác của bạn.
web-play-over = Ván đấu đã kết thúc.
web-play-move-label = Gõ nước đi:
web-play-move-example = { $game ->
    [xiangqi] P2.5, C2.5, h2e2
   *[other] rat up, c3c4
}
web-play-send = Đi
web-play-resign = Xin thua
web-play-resign-confirm = Xin thua ván này?
web-play-resign-yes = Đúng, xin thua
web-play-resign-no = Không, chơi tiếp
web-play-draw = Đề nghị hòa
web-play-takeback = Đi lại
web-play-hint = Gợi ý
web-play-accept = Chấp nhận
web-play-decline = Từ chối
web-play-rematch = Đấu lại
web-play-offered-draw = Đối thủ đề nghị hòa.
web-play-offered-takeback = Đối thủ xin đi lại nước vừa rồi.
web-play-offering-draw = Bạn đã đề nghị hòa; đối thủ chưa trả lời.
web-play-offering-takeback = Bạn đã xin đi lại nước vừa rồi; đối thủ chưa trả lời.
web-play-time-up = Hết giờ.
web-play-sending = Đang gửi…
web-play-failed = Không kết nối được máy chủ: hãy thử lại.
web-play-expired = Liên kết chơi này đã hết hạn. Hãy xin liên kết mới: nút "Chơi trên trình duyệt" dưới bàn cờ của ván, hoặc /web chơi.
web-play-not-player = Liên kết này không dành cho người chơi của ván này.
web-play-watch = Liên kết theo dõi không thể chơi. Để chơi, hãy xin liên kết của riêng bạn: nút "Chơi trên trình duyệt" dưới bàn cờ của ván, hoặc /web chơi.
web-play-bad-link = Liên kết này không hoạt động (đã làm mới, đã tắt hoặc gõ sai): hãy xin liên kết mới.
web-play-finished = Ván đấu đã kết thúc: không thể đi thêm.
web-play-not-over = Chỉ có thể xin đấu lại khi ván đấu kết thúc.
web-play-too-fast = Liên kết này gửi quá nhiều yêu cầu: hãy chờ một lát.
web-play-bad-request = Không đọc được yêu cầu.
web-play-missing-field = Yêu cầu thiếu trường `{ $field }`, mà mọi nước đi đều phải có (thế cờ mà nước đi được đi). Hãy tải lại trang và đi lại nước đó.

## Puzzles (the console's `puzzle`)
# Chủ đề của một câu đố (mã của nó trong các tệp câu đố).
puzzle-theme = { $theme ->
    [den] hang
    [material] ăn quân
    [trap] bẫy
    [sacrifice] thí quân
    [quiet-move] nước êm
    [lion-jump] sư tử nhảy
    [tiger-jump] hổ nhảy
    [rat-in-the-water] chuột dưới nước
    [advisor-mate] chiếu bí có Sĩ
    [cannon-mate] chiếu bí bằng Pháo
    [chariot-mate] chiếu bí bằng Xe
    [horse-mate] chiếu bí bằng Mã
    [soldier-mate] chiếu bí bằng Tốt
    [chariot-sacrifice] thí Xe
    [win-cannon] bắt Pháo
    [win-chariot] bắt Xe
   *[other] { $theme }
}
puzzle-theme-in = { $what ->
    [den] vào hang trong { $moves } nước
    [mate] chiếu bí trong { $moves } nước
    [stalemate] vây khốn trong { $moves } nước
   *[other] { $what } trong { $moves } nước
}
puzzle-start = Câu đố { $id } (hệ số { $rating }; { $themes }): đến lượt bạn, hãy { $goal ->
    [material] ăn quân
   *[other] thắng
} trong { $moves } nước. Gõ nước đi của bạn; bot sẽ phòng thủ.
puzzle-right = Đúng! Bot đáp { $reply }. Đến lượt bạn.
puzzle-solved = Đã giải! Hệ số câu đố của bạn: { $rating } ({ $change }).
puzzle-wrong = Không phải nước đó. Lời giải: { $solution }. Hệ số câu đố của bạn: { $rating } ({ $change }).
puzzle-none = Không còn câu đố nào để đưa ra cho trò chơi này.
puzzle-hint = Gợi ý: hãy đi quân { $piece } ở { $square }. Gõ `hint` lần nữa để xem chính nước đi.
puzzle-hint-move = Gợi ý: nước cần đi là { $move } (`{ $canonical }`); gõ nước đó để đi. Giải được sau gợi ý này thì câu đố được tính là chưa giải cho hệ số của bạn.
puzzle-solved-shown = Đã giải, nhưng nước đi đã được gợi ý cho xem: câu đố được tính là chưa giải. Hệ số câu đố của bạn: { $rating } ({ $change }).
puzzle-given-up = Bạn đã bỏ cuộc. Lời giải: { $solution }. Hệ số câu đố của bạn: { $rating } ({ $change }).
puzzle-help = Trong câu đố này, hãy gõ nước đi của bạn (ví dụ { $examples }), hoặc: hint (quân cần đi; hỏi lần nữa: chính nước đi), board (xem lại bàn cờ của câu đố), resign (bỏ cuộc và xem lời giải), quit (thoát qibot; ván cờ của bạn được lưu).
puzzle-server-none = Máy chủ này chưa có câu đố { $game } riêng: chúng được tìm trong các ván đã kết thúc ở đây (ít nhất { $plies } nửa nước), nơi bot tìm những thế cờ thắng. Hãy chơi vài ván rồi hỏi lại, hoặc lấy một câu đố từ bộ câu đố có sẵn.
puzzle-not-a-move = Đây không phải là một nước đi hợp lệ: hãy gõ nước đi như khi chơi (ví dụ { $examples }).
console-puzzle-not-for-puzzles = `{ $word }` dùng khi chơi ván cờ, không dùng trong câu đố: trong câu đố này hãy gõ nước đi của bạn (ví dụ { $examples }), hoặc hint, board, resign (bỏ cuộc và xem lời giải), help, quit.
puzzle-status = Câu đố { $id }: { $side } đi và { $goal ->
    [material] ăn quân
   *[other] thắng
}
puzzle-no-try = Bạn không có câu đố nào đang giải ở đây: /câu-đố sẽ cho bạn một câu.
puzzle-start-stats = { $start } Đến nay { $solved } trên { $tried } lượt thử đã giải được.
profile-puzzles = { $profile } Câu đố: hệ số { $rating }, giải được { $solved }, thất bại { $failed }.

## Câu đố hằng ngày (/dailypuzzle)
puzzle-daily-set = Câu đố { $game } hằng ngày sẽ được đăng trong { $channel } mỗi ngày lúc { $time } UTC.
puzzle-daily-bad-time = “{ $time }” không phải là giờ: hãy viết dạng HH:MM theo 24 giờ, giờ UTC (ví dụ 18:00 hoặc 07:30). Không có gì thay đổi.
puzzle-daily-off = Câu đố hằng ngày đã tắt: không đăng nữa.
puzzle-daily-was-off = Máy chủ này không có câu đố hằng ngày nào để tắt.
puzzle-daily-post = **Câu đố { $game } hằng ngày, { $date }**: câu đố { $id } (hệ số { $rating }; { $themes }), đến lượt đi và { $goal ->
    [material] ăn quân
   *[other] thắng
} trong { $moves } nước. Bấm Giải để thử; chỉ bạn thấy lượt thử của mình.
puzzle-daily-previous = Câu đố ngày { $date } ({ $id }): { $solution }. { $solved } trên { $tried } người đã giải được.
puzzle-daily-post-after = { $previous }

{ $post }
puzzle-daily-solve = Giải
puzzle-daily-over = Câu đố hằng ngày của ngày { $date } đã kết thúc: đã có câu đố mới hơn.
puzzle-daily-tried = Bạn đã thử câu đố { $id } rồi: mỗi thành viên chỉ thử một lần.
puzzle-end-stats = { $end } Câu đố này: { $solved } trên { $tried } lượt thử đã giải được ({ $percent }%).
# Joins the items of a list (squares, themes, pieces): `, ` in English.
list-separator = { ", " }
# A piece and a square as a move is typed: `dog c3`.
move-piece-square = { $piece } { $square }
