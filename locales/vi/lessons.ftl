# Lessons: the messages of a stage.

lesson-missed-line = Nước này hợp lệ nhưng không dẫn tới mục tiêu ở đây.
lesson-missed-loses = Nước này thua: { $move } giúp đối phương thắng.
lesson-missed-moves = Đã đi { $moves } nước mà chưa đạt mục tiêu.
lesson-missed-ended = Ván cờ đã kết thúc ({ $reason }) trước khi đạt mục tiêu.
lesson-restart = Màn này bắt đầu lại.
lesson-solved = Giỏi lắm! Đạt mục tiêu sau { $moves } nước: { $stars } trên 3 sao.
lesson-goal-reach = Mục tiêu: đến { $square }.
lesson-goal-capture = Mục tiêu: ăn quân ở { $square }.
lesson-goal-den = Mục tiêu: vào hang đối phương.
lesson-goal-win = Mục tiêu: thắng ván cờ.
lesson-goal-mate = Mục tiêu: thắng trong { $moves } nước trước sự phòng thủ của bot.
lesson-goal-only-move = Mục tiêu: tìm nước duy nhất không thua ngay.
lesson-next = Gõ learn để sang màn tiếp theo, hoặc learn N để học bài N.
lesson-no-such = Không có bài đó: hãy chọn từ 1 đến { $count }.
lesson-none = Không đọc được các bài học của trò chơi này.
lesson-stage = Bài { $lesson }: { $title } (màn { $stage }/{ $stages })
# The lessons in play (the console's learn, Discord's /learn).

lesson-intro =
    { $header }
    { $instruction }
    { $goal }
lesson-wrong =
    { $why }
    { $hint }
    Màn này bắt đầu lại.
lesson-reply = Bot đáp { $move }. Đến lượt bạn.
lesson-go-on = Tốt. Bạn đi tiếp.
lesson-solved-progress =
    { $solved }
    { $progress }
lesson-not-saved =
    { $solved }
    Không lưu được số sao của bạn: { $detail }
lesson-button-next = Màn tiếp theo
lesson-progress = Bài học { $game }: đã qua { $done }/{ $total } màn, được { $stars }/{ $max } sao.
lesson-course-done = Bạn đã học xong tất cả các bài! { $progress } Hãy chọn một bài theo số để chơi lại.
lesson-last-stage = Đó là màn cuối của khóa học. Còn { $left } màn chưa có sao: learn (hoặc /learn) sẽ đưa bạn đến màn đầu tiên trong số đó. { $progress }
lesson-profile =
    { $profile }
    { $progress }
lesson-stale = Menu bài học này đã cũ: dùng /learn để học tiếp.
lesson-help = Trong bài học: gõ một nước đi như khi chơi; hint nhắc lại gợi ý của màn; board hiện lại bàn cờ; learn next sang màn tiếp theo; learn N mở bài N; quit để dừng.
cmd-learn = học
cmd-learn-desc = Bài học cho người mới: các màn ngắn có mục tiêu và sao (chỉ bạn thấy)
cmd-learn-lesson = bài
cmd-learn-lesson-desc = Số thứ tự của bài (mặc định: chỗ bạn dừng lại)

# Jungle lessons (assets/lessons/jungle.toml).

lesson-jungle-moves = Di chuyển: từng bước một
lesson-jungle-moves-hint = Mỗi con vật đi một ô lên, xuống, sang trái hoặc phải; không đi chéo, không xuống nước (trừ chuột) và không vào hang của mình.
lesson-jungle-moves-1 = Mỗi con vật đi một ô lên, xuống, trái hoặc phải. Hãy đưa voi của bạn đến d5.
lesson-jungle-moves-2 = Các con vật không bao giờ đi chéo. Hãy đưa sói đến b3.
lesson-jungle-moves-3 = Hai con sông là nước và mèo không biết bơi. Hãy đi vòng qua sông đến b7.
lesson-jungle-moves-4 = Không con vật nào được vào hang của mình (d1). Đưa báo đi vòng đến e1.
lesson-jungle-moves-5 = Giữa hai sông có một lối đi trên cạn. Đưa chó đi lên đến d7.
lesson-jungle-ranks = Con nào ăn con nào
lesson-jungle-ranks-hint = Con vật ăn được con cùng hạng hoặc hạng thấp hơn: voi 8, sư tử 7, hổ 6, báo 5, sói 4, chó 3, mèo 2, chuột 1.
lesson-jungle-ranks-1 = Voi (8) là con mạnh nhất. Hãy ăn sư tử ở d4.
lesson-jungle-ranks-2 = Sư tử (7) ăn được hổ (6) nhưng không ăn được voi (8). Hãy ăn con ăn được.
lesson-jungle-ranks-3 = Cùng hạng thì ăn được nhau. Sói của bạn ăn sói Xanh ở d5; báo thì quá mạnh.
lesson-jungle-ranks-4 = Chó (3) thắng mèo (2), không thắng báo (5). Hãy ăn con mèo.
lesson-jungle-ranks-5 = Mèo (2) ăn chuột (1) ở góc; chó (3) quá mạnh với nó.
lesson-jungle-rat = Chuột biết bơi
lesson-jungle-rat-hint = Chỉ chuột xuống nước. Không được ăn qua bờ, giữa nước và cạn, theo chiều nào cũng vậy.
lesson-jungle-rat-1 = Chỉ chuột biết bơi. Đưa nó xuống sông, đến c5.
lesson-jungle-rat-2 = Bơi thẳng qua sông đến b7.
lesson-jungle-rat-3 = Dưới nước chuột bơi theo mọi hướng. Bơi đến f5.
lesson-jungle-rat-4 = Dưới nước, chuột gặp chuột: hãy ăn chuột Xanh ở c6.
lesson-jungle-rat-5 = Từ trên cạn chuột không ăn được chuột dưới nước. Hãy xuống nước trước rồi ăn nó ở c5.
lesson-jungle-rat-elephant = Chuột và voi
lesson-jungle-rat-elephant-hint = Chuột ăn được voi; voi không bao giờ ăn được chuột. Chuột dưới nước không ăn được voi trên cạn.
lesson-jungle-rat-elephant-1 = Nhỏ nhất thắng lớn nhất: chuột ăn được voi. Hãy ăn voi ở a7.
lesson-jungle-rat-elephant-2 = Voi không bao giờ ăn được chuột. Hãy ăn sói ở d3.
lesson-jungle-rat-elephant-3 = Chuột ở dưới nước, voi trên bờ: không ăn qua bờ được. Hãy lên bờ rồi ăn voi ở a5.
lesson-jungle-rat-elephant-4 = Chuột Xanh đe dọa voi của bạn, mà voi không ăn được nó. Hãy cho chó ăn con chuột.
lesson-jungle-rat-elephant-5 = Một số bộ cờ cho chuột dưới nước ăn voi trên bờ (luật rat_captures_elephant_from_water). Ở đây được: hãy ăn nó từ dưới sông.
lesson-jungle-jumps = Sư tử và hổ nhảy
lesson-jungle-jumps-hint = Sư tử và hổ nhảy qua sông theo đường thẳng, từ bờ đến ô cạn đầu tiên bên kia, và có thể ăn ở ô đáp xuống.
lesson-jungle-jumps-1 = Sư tử và hổ nhảy qua sông theo đường thẳng. Cho sư tử nhảy từ b3 đến b7.
lesson-jungle-jumps-2 = Chúng cũng nhảy ngang qua sông. Cho hổ nhảy từ a5 đến d5.
lesson-jungle-jumps-3 = Cú nhảy có thể ăn ở ô đáp. Hãy nhảy và ăn báo ở g5.
lesson-jungle-jumps-4 = Hổ cũng nhảy được. Hãy ăn sói ở d4 từ bên kia sông.
lesson-jungle-jumps-5 = Với luật vertical-tiger, hổ chỉ nhảy dọc, không nhảy ngang. Hãy ăn chó ở f7.
lesson-jungle-blocked-jumps = Cú nhảy bị chặn
lesson-jungle-blocked-jumps-hint = Chuột dưới nước nằm trên đường nhảy sẽ chặn cú nhảy, dù là chuột của bạn hay của Xanh. Hãy nhảy đường khác hoặc dời chuột đi.
lesson-jungle-blocked-jumps-1 = Chuột Xanh ở b5 chặn cú nhảy. Hãy nhảy theo cột khác và đến b7.
lesson-jungle-blocked-jumps-2 = Chuột của bạn cũng chặn. Dời nó đi rồi nhảy ăn sói ở d5.
lesson-jungle-blocked-jumps-3 = Chuột Xanh chặn cột e. Tìm đường khác đến báo ở e7.
lesson-jungle-blocked-jumps-4 = Chuột ở f5 chặn cú nhảy ngang. Tìm cách khác đến chó ở d5.
lesson-jungle-blocked-jumps-5 = Với luật jump_blocked_by = enemy chỉ chuột của Xanh mới chặn. Nhảy qua chuột của bạn và ăn sói.
lesson-jungle-your-traps = Bẫy của bạn
lesson-jungle-your-traps-hint = Bẫy của bạn là c1, e1 và d2 quanh hang. Con vật Xanh đứng trên bẫy có hạng 0: con nào của bạn cũng ăn được.
lesson-jungle-your-traps-1 = Voi Xanh đứng trên bẫy c1 nên có hạng 0. Ngay cả mèo cũng ăn được.
lesson-jungle-your-traps-2 = Sư tử Xanh ở trên bẫy d2. Hãy ăn nó bằng chó.
lesson-jungle-your-traps-3 = Con nào cũng ăn được kẻ địch trên bẫy, kể cả chuột. Hãy ăn báo ở e1.
lesson-jungle-your-traps-4 = Hổ Xanh đã bước vào d2. Sói (4) của bạn ăn được nó ở đó.
lesson-jungle-your-traps-5 = Sư tử Xanh ở d2 sẽ vào hang của bạn ở nước sau. Tìm nước duy nhất ngăn được nó.
lesson-jungle-their-traps = Bẫy của hai bên
lesson-jungle-their-traps-hint = Trên bẫy của đối phương con vật của bạn có hạng 0: con nào cũng ăn được nó và nó không ăn được ai. Bẫy của bạn không làm bạn yếu đi.
lesson-jungle-their-traps-1 = Giờ bạn cầm quân Xanh: bẫy của bạn là c9, e9 và d8. Sư tử Đỏ ở d8 bị yếu: hãy ăn nó bằng mèo.
lesson-jungle-their-traps-2 = Bẫy của bạn không làm bạn yếu. Mèo ở d2 ăn mèo Xanh ở c2.
lesson-jungle-their-traps-3 = Bạn cầm quân Xanh. Chó Đỏ ở e9 dọa vào hang, và nó có hạng 0 trên bẫy của bạn. Tìm nước duy nhất cứu bạn.
lesson-jungle-their-traps-4 = Với luật engine (trapped_piece_can_capture), con vật trên bẫy vẫn giữ hạng khi tấn công. Hãy ăn mèo ở b9 từ trên bẫy.
lesson-jungle-their-traps-5 = Với universal_traps mọi bẫy làm yếu mọi con vật, kể cả quân Xanh trên bẫy của mình. Mèo ăn sư tử ở c9.
lesson-jungle-den = Hang
lesson-jungle-den-hint = Vào hang Xanh (d9) là thắng ngay. Bẫy của Xanh canh hang: con vật Xanh bên cạnh có thể ăn quân của bạn trên bẫy.
lesson-jungle-den-1 = Vào hang Xanh ở d9 là thắng ngay. Chó của bạn ở ngay cạnh: vào đi!
lesson-jungle-den-2 = Đưa sói vào hang trong ba bước.
lesson-jungle-den-3 = Nhảy là cách nhanh nhất. Cho sư tử nhảy rồi đi vào hang.
lesson-jungle-den-4 = Mèo Xanh canh hang. Hãy vào hang trong hai nước; Xanh sẽ đáp lại.
lesson-jungle-den-5 = Chó của bạn và sư tử Xanh đều cách hang một bước. Bạn đi trước: hãy thắng cuộc đua!
lesson-jungle-other-wins = Thắng mà không vào hang
lesson-jungle-other-wins-hint = Bạn cũng thắng khi Xanh hết quân, hoặc khi Xanh không còn nước đi đến lượt.
lesson-jungle-other-wins-1 = Ăn con vật cuối cùng của Xanh là thắng. Hãy ăn chuột.
lesson-jungle-other-wins-2 = Bên không còn nước đi thì thua. Hổ Xanh bị dồn vào góc: chặn ô cuối cùng của nó (hoặc ăn nó).
lesson-jungle-other-wins-3 = Nhảy và ăn con vật cuối của Xanh, con mèo ở b7.
lesson-jungle-other-wins-4 = Xanh chỉ còn sư tử. Voi của bạn ăn nó.
lesson-jungle-other-wins-5 = Con cuối của Xanh là voi ở g5. Chuột phải lên bờ mới ăn được nó.
lesson-jungle-repetition = Lặp lại và hòa
lesson-jungle-repetition-hint = Cùng một thế cờ lần thứ ba là hòa, 100 nước không ăn quân cũng hòa. Hãy đổi thế cờ hoặc ăn quân kịp lúc.
lesson-jungle-repetition-1 = Thế cờ này đã xuất hiện hai lần. Lùi về d5 sẽ lặp lần thứ ba: hòa. Hãy thắng bằng cách vào hang.
lesson-jungle-repetition-2 = Với luật repetition = forbid, nước lặp lần thứ ba bị cấm. Hãy thắng bằng cách vào hang.
lesson-jungle-repetition-3 = Bạn cầm quân Xanh, thế cờ này đã xuất hiện hai lần. Đừng lùi về d5: hãy vào hang Đỏ ở d1.
lesson-jungle-repetition-4 = 99 nước không ăn quân: thêm một nước không ăn là hòa. Hãy ăn ngay.
lesson-jungle-repetition-5 = 99 nước không ăn quân. Hãy ăn con cuối của Xanh trước khi hòa.
lesson-jungle-tactics = Chiến thuật đầu tiên
lesson-jungle-tactics-hint = Trước mỗi nước, hãy xem Xanh đe dọa gì: trước hết là vào hang, sau đó là những quân bạn có thể mất.
lesson-jungle-tactics-1 = Có hai đường vào hang nhưng mèo Xanh canh một đường. Hãy đi đường an toàn.
lesson-jungle-tactics-2 = Hổ Xanh ở e1 chỉ cách hang một bước. Chỉ một nước cứu được bạn.
lesson-jungle-tactics-3 = Chó của bạn cách hang Xanh hai bước, nhưng sư tử Xanh chỉ cách hang bạn một bước. Phòng thủ trước đã.
lesson-jungle-tactics-4 = Voi Xanh không cản được chuột. Hãy lẻn chuột vào hang.
lesson-jungle-tactics-5 = Thắng trong hai nước, dù bot đi thế nào.
# Xiangqi lessons (assets/lessons/xiangqi.toml).

lesson-xiangqi-chariot = Xe
lesson-xiangqi-chariot-hint = Xe đi bao xa cũng được theo hàng dọc hoặc hàng ngang, nhưng không vượt qua quân khác.
lesson-xiangqi-chariot-1 = Quân cờ đứng trên giao điểm. Xe đi bao xa cũng được theo đường thẳng: đưa xe đến a8.
lesson-xiangqi-chariot-2 = Rẽ một góc trong hai nước: đưa xe đến h7.
lesson-xiangqi-chariot-3 = Ăn quân bằng cách đi vào chỗ quân địch. Hãy ăn mã ở a7.
lesson-xiangqi-chariot-4 = Tốt của bạn chặn cột a và xe không nhảy được. Đi vòng và ăn xe ở a6.
lesson-xiangqi-chariot-5 = Xe cũng đi dọc hàng ngang. Hãy ăn pháo ở h4.
lesson-xiangqi-horse = Mã
lesson-xiangqi-horse-hint = Mã đi một điểm thẳng rồi một điểm chéo ra ngoài. Quân nằm ở điểm đầu tiên (chân mã) sẽ cản nó.
lesson-xiangqi-horse-1 = Mã đi một điểm thẳng rồi một điểm chéo. Đưa mã đến d4 trong hai nước.
lesson-xiangqi-horse-2 = Dùng mã ăn pháo ở d5.
lesson-xiangqi-horse-3 = Xe ở b1 đang chặn chân mã. Dời xe đi rồi đưa mã đến c2.
lesson-xiangqi-horse-4 = Tốt ở e5 cản mã đi lên. Mã còn ăn được quân nào?
lesson-xiangqi-horse-5 = Phi mã qua bàn cờ và ăn tốt ở e6 trong ba nước.
lesson-xiangqi-elephant = Tượng
lesson-xiangqi-elephant-hint = Tượng đi đúng hai điểm chéo, không bao giờ qua sông, và quân ở điểm giữa (mắt tượng) sẽ cản nó.
lesson-xiangqi-elephant-1 = Tượng đi hai điểm chéo. Đưa tượng đến c4 trong hai nước.
lesson-xiangqi-elephant-2 = Mã ở d1 chặn mắt tượng. Dời mã đi rồi đưa tượng đến e2.
lesson-xiangqi-elephant-3 = Tượng không bao giờ qua sông nên mã ở e6 an toàn. Hãy ăn xe ở a2.
lesson-xiangqi-elephant-4 = Một con mã vào trận của bạn. Hãy dùng tượng ăn nó.
lesson-xiangqi-elephant-5 = Giữ cánh bên kia: đưa tượng đến i2.
lesson-xiangqi-palace = Tướng và sĩ: cung
lesson-xiangqi-palace-hint = Tướng và sĩ không bao giờ rời cung (cột d đến f, hàng 0 đến 2). Tướng đi một điểm thẳng, sĩ đi một điểm chéo.
lesson-xiangqi-palace-1 = Tướng đi một điểm thẳng trong cung. Đưa tướng đến e2.
lesson-xiangqi-palace-2 = Đi ngang qua cung đến d2 mà không ra khỏi cung.
lesson-xiangqi-palace-3 = Sĩ đi một điểm chéo trong cung. Đưa sĩ đến f2.
lesson-xiangqi-palace-4 = Mã ở d2 đang chiếu tướng. Sĩ ăn nó.
lesson-xiangqi-palace-5 = Tướng cũng ăn quân được nếu điểm đó an toàn. Hãy ăn xe ở e1.
lesson-xiangqi-cannon = Pháo
lesson-xiangqi-cannon-hint = Pháo đi như xe nhưng chỉ ăn quân khi nhảy qua đúng một quân (ngòi), của bên nào cũng được.
lesson-xiangqi-cannon-1 = Khi không ăn quân, pháo đi như xe. Đưa pháo đến h6.
lesson-xiangqi-cannon-2 = Để ăn quân, pháo nhảy qua đúng một quân. Dùng pháo ở h7 làm ngòi và ăn mã ở h9.
lesson-xiangqi-cannon-3 = Giữa pháo và xe ở b6 không có quân nào nên pháo không ăn được xe. Hãy ăn mã phía sau.
lesson-xiangqi-cannon-4 = Giữa pháo và mã ở c9 có hai quân: quá nhiều. Nhảy qua một quân và ăn tốt ở c6.
lesson-xiangqi-cannon-5 = Thế cờ ban đầu: pháo của bạn ăn được mã ngay. Hãy ăn con ở b9.
lesson-xiangqi-soldier = Tốt và sông
lesson-xiangqi-soldier-hint = Tốt tiến một điểm. Khi đã qua sông nó được đi ngang, nhưng không bao giờ lùi.
lesson-xiangqi-soldier-1 = Tốt tiến một điểm. Cho tốt qua sông đến e5.
lesson-xiangqi-soldier-2 = Qua sông rồi tốt được đi ngang. Đưa tốt đến c5.
lesson-xiangqi-soldier-3 = Tốt của bạn đã qua sông: hãy ăn mã bên cạnh.
lesson-xiangqi-soldier-4 = Trước khi qua sông tốt chỉ được tiến. Hãy đến b5.
lesson-xiangqi-soldier-5 = Tốt không bao giờ lùi nên mã phía sau an toàn. Hãy ăn pháo ở d6.
lesson-xiangqi-generals = Hai tướng không được đối mặt
lesson-xiangqi-generals-hint = Hai tướng không bao giờ được đứng cùng một cột mà không có quân ở giữa. Quân đứng giữa không được rời cột đó.
lesson-xiangqi-generals-1 = Mã ở e4 là quân duy nhất giữa hai tướng nên nó không được đi. Dùng xe ăn mã ở a7.
lesson-xiangqi-generals-2 = Mã Đen ở e5 che tướng của nó khỏi tướng bạn: nó không được rời cột e. Hãy ăn xe ở d7; mã không ăn lại được.
lesson-xiangqi-generals-3 = Tướng của bạn khống chế cột e trống: tướng Đen không được bước vào. Chiếu hết trong một nước.
lesson-xiangqi-generals-4 = Lần này tướng của bạn giữ cột d. Chiếu hết trong một nước.
lesson-xiangqi-generals-5 = Tướng Đen ở f9 và không được sang e9. Chiếu hết trong một nước.
lesson-xiangqi-check = Chiếu tướng
lesson-xiangqi-check-hint = Khi tướng bị tấn công (bị chiếu) bạn phải đỡ: ăn quân chiếu, chặn giữa hoặc di chuyển tướng. Không được đi nước khác.
lesson-xiangqi-check-1 = Xe Đen đang chiếu tướng. Hãy đỡ bằng cách ăn nó.
lesson-xiangqi-check-2 = Xe ở e6 chiếu tướng. Hãy chặn: đặt pháo vào e2.
lesson-xiangqi-check-3 = Mã ở d2 đang chiếu nên bây giờ không được ăn pháo. Hãy ăn mã.
lesson-xiangqi-check-4 = Xe ở a1 chiếu theo hàng 1, còn mã giữ e2. Đưa tướng đến chỗ an toàn e0.
lesson-xiangqi-check-5 = Pháo Đen chiếu qua tốt của bạn. Thêm một ngòi thứ hai: đưa sĩ lên e1.
lesson-xiangqi-checkmate = Chiếu hết
lesson-xiangqi-checkmate-hint = Chiếu hết: tướng bị chiếu và không có nước nào cứu được. Hãy xem mọi điểm tướng có thể bước tới.
lesson-xiangqi-checkmate-1 = Chiếu hết trong một nước: tốt giữ e8, tướng giữ cột d.
lesson-xiangqi-checkmate-2 = Chiếu hết trong một nước bằng tốt, có mã bảo vệ.
lesson-xiangqi-checkmate-3 = Mã khống chế d9 và f9. Đưa pháo ra sau mã: chiếu hết trong một nước (mã làm ngòi).
lesson-xiangqi-checkmate-4 = Tướng của bạn giữ cột e. Chiếu hết trong một nước bằng xe ở cột d.
lesson-xiangqi-checkmate-5 = Hai xe leo thang: một xe giữ hàng 8, xe kia chiếu ở hàng 9. Chiếu hết trong hai nước.
lesson-xiangqi-stalemate = Hết nước đi là thua
lesson-xiangqi-stalemate-hint = Trong cờ tướng, bên không còn nước đi hợp lệ là thua, dù không bị chiếu. Hãy chặn điểm trống cuối cùng của tướng.
lesson-xiangqi-stalemate-1 = Tướng Đen chỉ còn đi được f9. Chặn điểm đó: không còn nước đi, Đen thua.
lesson-xiangqi-stalemate-2 = Tướng Đen không sang e9 được (hai tướng sẽ đối mặt). Giữ d8 là Đen hết nước đi.
lesson-xiangqi-stalemate-3 = Dùng mã giữ d8, Đen sẽ hết nước đi.
lesson-xiangqi-stalemate-4 = Tướng Đen ở f9 còn một điểm trống. Dùng tốt chặn nó.
lesson-xiangqi-stalemate-5 = Tướng Đen ở d7 không sang e7 được. Dùng xe nhốt nó lại.
lesson-xiangqi-perpetual = Lặp lại và chiếu mãi
lesson-xiangqi-perpetual-hint = Chiếu mãi để lặp thế cờ thì hòa theo luật chuẩn, và bên chiếu bị xử thua theo luật châu Á. Hãy tìm nước thắng.
lesson-xiangqi-perpetual-1 = Luật châu Á. Bạn đã chiếu bằng xe hai vòng giống nhau: lần thứ ba sẽ thua vì chiếu mãi. Hãy chiếu hết.
lesson-xiangqi-perpetual-2 = Luật chuẩn: chiếu thêm vòng thứ ba sẽ lặp thế cờ, hòa. Hãy chiếu hết.
lesson-xiangqi-perpetual-3 = Luật châu Á, bạn cầm quân Đen: bạn đã chiếu hai vòng giống nhau. Đừng chiếu vòng thứ ba: hãy chiếu hết.
lesson-xiangqi-perpetual-4 = Luật chuẩn, bạn cầm quân Đen: chiếu vòng thứ ba sẽ hòa do lặp lại. Hãy chiếu hết.
