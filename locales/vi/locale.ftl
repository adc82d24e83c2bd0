# Thư mục locales/ này: tiếng Việt. Cùng id với locales/en.

# Tên tự gọi của nó (các lựa chọn của /language hiện nguyên như vậy).
locale-name = Tiếng Việt
# Các mã ngôn ngữ Discord mà nó phục vụ, cách nhau bằng dấu cách.
locale-discord = vi
# Những từ khác chỉ nó trong thiết lập, cách nhau bằng |.
locale-aliases = vietnamese | tiếng việt | tieng viet | việt | viet
